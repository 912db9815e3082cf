import SchemaValidationSupport
import Testing

@Suite struct JSONSchemaValidatorTests {
    private func errors(_ schema: String, _ instance: String) throws -> [String] {
        try JSONSchemaValidator(root: JSONValue.parse(schema)).validate(JSONValue.parse(instance))
    }

    @Test func checksTypesRequiredAndAdditionalProperties() throws {
        let schema =
            #"{"type": "object", "required": ["a"], "additionalProperties": false,"#
            + #" "properties": {"a": {"type": "integer"}}}"#
        #expect(try errors(schema, #"{"a": 3}"#).isEmpty)
        #expect(try errors(schema, #"{"a": 3.5}"#) == ["$.a: expected integer, got number"])
        #expect(try errors(schema, #"{}"#) == ["$: missing required property 'a'"])
        #expect(try errors(schema, #"{"a": 1, "b": 2}"#) == ["$: additional property 'b' is not allowed"])
        #expect(try errors(schema, #"[1]"#) == ["$: expected object, got array"])
    }

    @Test func checksRangesLengthsPatternsAndEnums() throws {
        #expect(try errors(#"{"minimum": 0, "maximum": 10}"#, "11") == ["$: 11.0 violates maximum 10.0"])
        #expect(try errors(#"{"exclusiveMinimum": 0}"#, "0") == ["$: 0.0 violates exclusiveMinimum 0.0"])
        #expect(try errors(#"{"minimum": 0}"#, ".nan").count == 1, "NaN fails every bound")
        #expect(try errors(#"{"maxLength": 2}"#, "abc") == ["$: string too long"])
        #expect(try errors(#"{"pattern": "^#[0-9]+$"}"#, "'#12'").isEmpty)
        #expect(try errors(#"{"pattern": "^#[0-9]+$"}"#, "'#1a'") == ["$: does not match ^#[0-9]+$"])
        #expect(try errors(#"{"enum": ["a", "b"]}"#, "c") == ["$: not one of the allowed values"])
        #expect(try errors(#"{"const": 1}"#, "1").isEmpty)
    }

    @Test func checksArraysCombinationsAndReferences() throws {
        let schema =
            #"{"$defs": {"n": {"type": "number"}}, "type": "array", "minItems": 1, "maxItems": 2,"#
            + ##" "prefixItems": [{"type": "string"}], "items": {"$ref": "#/$defs/n"}}"##
        #expect(try errors(schema, #"["a", 1]"#).isEmpty)
        #expect(try errors(schema, #"[]"#) == ["$: too few items"])
        #expect(try errors(schema, #"["a", "b"]"#) == ["$[1]: expected number, got string"])
        let oneOf = #"{"oneOf": [{"type": "number"}, {"minimum": 0}]}"#
        #expect(try errors(oneOf, "-1").isEmpty)
        #expect(try errors(oneOf, "1") == ["$: matches 2 of oneOf (exactly one needed)"])
        #expect(try errors(#"{"anyOf": [{"type": "string"}, {"type": "null"}]}"#, "3") == ["$: matches none of anyOf"])
        #expect(try errors(#"{"if": {}}"#, "3") == ["$: unsupported keyword 'if'"])
    }
}
