import PrismAccessibility

/// The contrast matrix of a theme: every text color of its pairs against every surface of its pairs.
enum ReportMatrix {
    static func context(pairs: [PairMeasurement]) -> MustacheValue {
        var texts: [(String, SRGBColor)] = []
        var surfaces: [(String, SRGBColor)] = []
        for pair in pairs {
            if !texts.contains(where: { $0.0 == pair.foreground.path.description }),
                texts.count < ReportContextBuilder.displayLimit
            {
                texts.append((pair.foreground.path.description, pair.foregroundColor))
            }
            if !surfaces.contains(where: { $0.0 == pair.background.path.description }),
                surfaces.count < ReportContextBuilder.displayLimit
            {
                surfaces.append((pair.background.path.description, pair.backgroundColor))
            }
        }
        let rows: [MustacheValue] = texts.map { text in
            .object([
                "name": .string(text.0),
                "cells": .list(
                    surfaces.map { surface in
                        let composited = text.1.composited(over: surface.1)
                        let ratio = WCAGContrast.ratio(composited, surface.1)
                        let verdict = ratio >= 7 ? "AAA" : (ratio >= 4.5 ? "AA" : (ratio >= 3 ? "AA large" : "Fail"))
                        return .object([
                            "fg": .string(text.1.hexString), "bg": .string(surface.1.opaqueHexString),
                            "ratio": .string(ContrastText.ratio(ratio)), "verdict": .string(verdict),
                            "fails": .bool(ratio < 4.5), "surface": .string(surface.0),
                        ])
                    }),
            ])
        }
        return .object([
            "surfaces": .list(
                surfaces.map { .object(["name": .string($0.0), "color": .string($0.1.opaqueHexString)]) }),
            "rows": .list(rows),
            "present": .bool(!rows.isEmpty),
        ])
    }
}
