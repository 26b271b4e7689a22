import Testing

@testable import PrismTokens

@Suite struct JSONReaderValueTests {
    @Test func readsEveryKindOfScalar() {
        #expect(ReaderTest.root("null")?.isNull == true)
        #expect(ReaderTest.root("true")?.bool == true)
        #expect(ReaderTest.root("false")?.bool == false)
        #expect(ReaderTest.root("42")?.number == 42)
        #expect(ReaderTest.root(#""hi""#)?.string == "hi")
        #expect(ReaderTest.root(#""""#)?.string == "")
    }

    @Test func readsNestedStructuresInOrder() {
        let root = ReaderTest.root(#"{"b": [1, {"c": null}], "a": true, "z": {}, "e": []}"#)
        #expect(
            root.map(ReaderTest.plain)
                == .object([
                    ("b", .array([.number(1), .object([("c", .null)])])),
                    ("a", .bool(true)), ("z", .object([])), ("e", .array([])),
                ]))
        #expect(root?.object?.keys == ["b", "a", "z", "e"])
        #expect(root?["a"]?.bool == true)
        #expect(root?["missing"] == nil)
    }

    @Test func strictJSONUsesNoExtensions() throws {
        let result = try ReaderTest.read(" \n\t{\"a\": [1, -2.5e3, \"x\\n\", true, false, null]}\r\n")
        #expect(result.extensionsUsed.isEmpty)
    }

    @Test func positionsOfKeysAndValuesInNestedStructures() throws {
        let text = """
            {
              "color": {
                "$value": [1, "x"],
                "$type": "color"
              }
            }
            """
        let root = try ReaderTest.read(text).root
        #expect(ReaderTest.at(root.location) == "1:1")
        let color = try #require(root.object?.member("color"))
        #expect(ReaderTest.at(color.keyLocation) == "2:3")
        #expect(color.keyLocation.offset == 4)
        #expect(ReaderTest.at(color.value.location) == "2:12")
        let value = try #require(color.value.object?.member("$value"))
        #expect(ReaderTest.at(value.keyLocation) == "3:5")
        #expect(ReaderTest.at(value.value.location) == "3:15")
        let elements = try #require(value.value.array)
        #expect(elements.map { ReaderTest.at($0.location) } == ["3:16", "3:19"])
        #expect(ReaderTest.at(color.value["$type"]?.location) == "4:14")
        #expect(root.location.file == "t.json")
    }

    @Test func positionsOnOneLongLineStayCorrect() throws {
        let items = (0..<1000).map { "\($0)" }.joined(separator: ",")
        let root = try ReaderTest.read("[\(items)]").root
        let last = try #require(root.array?.last)
        let expectedColumn = 1 + items.count - "999".count + 1
        #expect(last.location.column == expectedColumn)
        #expect(last.location.line == 1)
        #expect(last.number == 999)
    }

    @Test func largeObjectsLookUpByKeyAndKeepOrder() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let object = try #require(try ReaderTest.read("{\(members)}").root.object)
        #expect(object.count == 40)
        #expect(object.keys.first == "k0")
        #expect(object.keys.last == "k39")
        #expect(object["k0"]?.number == 0)
        #expect(object["k11"]?.number == 11)
        #expect(object["k12"]?.number == 12)
        #expect(object["k39"]?.number == 39)
        #expect(object.contains("k40") == false)
    }

    @Test func sameKeyInSiblingObjectsIsNotADuplicate() {
        let root = ReaderTest.root(#"[{"a": 1}, {"a": 2}, {"a": {"a": 3}}]"#)
        #expect(root?.array?.count == 3)
        #expect(root?.array?[2]["a"]?["a"]?.number == 3)
    }

    @Test func aOneMegabyteKeyReadsFine() throws {
        let key = String(repeating: "k", count: 1 << 20)
        let object = try #require(try ReaderTest.read("{\"\(key)\": \"v\", \"next\": 1}").root.object)
        #expect(object.keys.first?.utf8.count == 1 << 20)
        #expect(object[key]?.string == "v")
        #expect(object.member("next")?.keyLocation.column == (1 << 20) + 11)
    }

    @Test func aOneMegabyteStringWithEscapesReadsFine() throws {
        let body = String(repeating: "ab\\n", count: 1 << 18)
        let root = try ReaderTest.read("\"\(body)\"").root
        #expect(root.string?.utf8.count == 3 << 18)
        #expect(root.string?.hasSuffix("ab\n") == true)
    }
}

@Suite struct JSONReaderObjectModelTests {
    private func member(_ key: String, _ value: Double) -> JSONObject.Member {
        let location = PrismTokens.SourceLocation(file: "t.json", line: 1, column: 1, offset: 0)
        return JSONObject.Member(key: key, keyLocation: location, value: JSONNode(.number(value), at: location))
    }

    @Test func setReplacesInPlaceAndAppendsAcrossTheIndexThreshold() {
        var object = JSONObject()
        for i in 0..<30 { object.set(member("k\(i)", Double(i))) }
        object.set(member("k3", 99))
        object.set(member("k20", 98))
        #expect(object.count == 30)
        #expect(object["k3"]?.number == 99)
        #expect(object["k20"]?.number == 98)
        #expect(object.keys[3] == "k3")
    }

    @Test func removeKeepsLookupsRightAboveAndBelowTheThreshold() {
        var object = JSONObject((0..<14).map { member("k\($0)", Double($0)) })
        object.remove("k0")
        object.remove("k5")
        #expect(object.count == 12)
        #expect(object["k13"]?.number == 13)
        object.remove("k1")
        #expect(object.count == 11)
        #expect(object["k13"]?.number == 13)
        #expect(object.contains("k5") == false)
        object.remove("absent")
        #expect(object.count == 11)
    }

    @Test func initializerWithRepeatedKeysKeepsTheLast() {
        let object = JSONObject([member("a", 1), member("b", 2), member("a", 3)])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"]?.number == 3)
    }
}
