#if canImport(SwiftUI)
    import SwiftUI

    /// The environment key of the simulated color-vision deficiency (see `View.prismSimulateColorBlindness(_:)`).
    struct PrismColorVisionDeficiencyKey: EnvironmentKey {
        static let defaultValue: ColorVisionDeficiency? = nil
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension EnvironmentValues {
        /// The color-vision deficiency Prism colors are simulated for below this point, or `nil` for none.
        public var prismColorVisionDeficiency: ColorVisionDeficiency? {
            get { self[PrismColorVisionDeficiencyKey.self] }
            set { self[PrismColorVisionDeficiencyKey.self] = newValue }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        /// Shows the view as a person with a color-vision deficiency sees it, for design review and
        /// previews (the PrismUI API); do not ship it in production builds.
        ///
        /// Every Prism color read through the environment (`.prismColor(_:)`, `PrismColorStyle`) is
        /// passed through ``PrismColorBlindnessSimulator`` (Machado et al. 2009); achromatopsia also
        /// turns everything else gray. Images and non-Prism colors keep their colors under the other
        /// deficiencies: SwiftUI has no general color-matrix filter without a Metal shader.
        /// - Parameter type: the deficiency to simulate.
        /// - Returns: the view with the simulation applied.
        public func prismSimulateColorBlindness(_ type: ColorVisionDeficiency) -> some View {
            environment(\.prismColorVisionDeficiency, type)
                .grayscale(type == .achromatopsia ? 1 : 0)
        }
    }
#endif
