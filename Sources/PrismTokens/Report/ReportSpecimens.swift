/// Typography specimens, motion plots and spacing/radius scales for the report.
enum ReportSpecimens {
    static func typography(_ theme: ResolvedTheme) -> [MustacheValue] {
        theme.tokens.compactMap { token in
            guard case .typography(let t) = token.value else { return nil }
            let family = t.fontFamily.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
            return .object([
                "name": .string(token.path.description),
                "textStyle": .string(
                    token.prismExtension?["textStyle"]?.string ?? TextStyleInference.style(for: t).map {
                        "\($0), inferred from the size"
                    } ?? "none"),
                "css": .string(
                    "font-family: \(family); font-size: \(TokenValueText.number(t.fontSize.points))px; font-weight: \(TokenValueText.number(t.fontWeight)); line-height: \(TokenValueText.number(t.lineHeight)); letter-spacing: \(TokenValueText.dimension(t.letterSpacing))"
                ),
                "summary": .string(TokenValueText.summary(token.value)),
            ])
        }
    }

    static func motion(_ theme: ResolvedTheme) -> [MustacheValue] {
        theme.tokens.compactMap { token in
            let curve: CubicBezier
            let seconds: Double
            switch token.value {
            case .transition(let t): (curve, seconds) = (t.timingFunction, t.duration.seconds)
            case .cubicBezier(let b): (curve, seconds) = (b, 0)
            default: return nil
            }
            let points = stride(from: 0.0, through: 1.0, by: 0.05).map { t -> String in
                let (x, y) = bezierPoint(curve, t)
                return "\(format(4 + x * 112)),\(format(84 - y * 72))"
            }.joined(separator: " ")
            let reduced =
                token.prismExtension?["reducedMotion"]?.string ?? (token.type == .transition ? "not set" : "—")
            return .object([
                "name": .string(token.path.description),
                "duration": .string(seconds > 0 ? "\(TokenValueText.number(seconds * 1000)) ms" : "—"),
                "curve": .string(TokenValueText.summary(.cubicBezier(curve))),
                "points": .string(points),
                "reduced": .string(reduced),
            ])
        }
    }

    static func spacing(_ theme: ResolvedTheme) -> [MustacheValue] {
        scale(theme) { $0.segments.first.map { ["spacing", "space"].contains($0) } ?? false }
    }

    static func radius(_ theme: ResolvedTheme) -> [MustacheValue] {
        scale(theme) { $0.segments.first.map { ["radius", "radii"].contains($0) } ?? false }
    }

    private static func scale(_ theme: ResolvedTheme, where include: (TokenPath) -> Bool) -> [MustacheValue] {
        theme.tokens.compactMap { token in
            guard include(token.path), case .dimension(let d) = token.value else { return nil }
            return .object([
                "name": .string(token.path.description),
                "value": .string(TokenValueText.dimension(d)),
                "size": .string(format(min(d.points, 320))),
            ])
        }
    }

    /// The point of a CSS cubic Bézier (from (0,0) to (1,1)) at parameter `t`.
    private static func bezierPoint(_ b: CubicBezier, _ t: Double) -> (Double, Double) {
        let u = 1 - t
        let x = 3 * u * u * t * b.x1 + 3 * u * t * t * b.x2 + t * t * t
        let y = 3 * u * u * t * b.y1 + 3 * u * t * t * b.y2 + t * t * t
        return (x, y)
    }

    private static func format(_ n: Double) -> String {
        TokenValueText.number((n * 10).rounded() / 10)
    }
}
