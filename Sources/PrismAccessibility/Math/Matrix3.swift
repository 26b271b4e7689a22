/// A 3×3 matrix of `Double`, row-major, for linear color transforms.
struct Matrix3: Sendable, Equatable {
    /// The three rows.
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// Creates a matrix from three rows of three numbers each.
    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        rows = (row0, row1, row2)
    }

    static func == (lhs: Matrix3, rhs: Matrix3) -> Bool {
        lhs.rows.0 == rhs.rows.0 && lhs.rows.1 == rhs.rows.1 && lhs.rows.2 == rhs.rows.2
    }

    /// The identity matrix.
    static let identity = Matrix3([1, 0, 0], [0, 1, 0], [0, 0, 1])

    /// Multiplies the matrix by a column vector.
    /// - Parameter vector: the column vector.
    /// - Returns: the transformed vector.
    func transform(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            rows.0.x * vector.x + rows.0.y * vector.y + rows.0.z * vector.z,
            rows.1.x * vector.x + rows.1.y * vector.y + rows.1.z * vector.z,
            rows.2.x * vector.x + rows.2.y * vector.y + rows.2.z * vector.z
        )
    }

    /// The element-wise linear interpolation between two matrices.
    /// - Parameters:
    ///   - start: the matrix at `fraction` 0.
    ///   - end: the matrix at `fraction` 1.
    ///   - fraction: how far from `start` to `end`, usually in [0, 1].
    /// - Returns: `start * (1 - fraction) + end * fraction`.
    static func interpolate(_ start: Matrix3, _ end: Matrix3, fraction: Double) -> Matrix3 {
        let keep = 1 - fraction
        return Matrix3(
            start.rows.0 * keep + end.rows.0 * fraction,
            start.rows.1 * keep + end.rows.1 * fraction,
            start.rows.2 * keep + end.rows.2 * fraction
        )
    }
}
