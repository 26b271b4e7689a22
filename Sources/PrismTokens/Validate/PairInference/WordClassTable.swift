/// A fixed table from words to their ``WordClasses``, looked up by the words' UTF-8 bytes.
///
/// Pair inference classifies every word of every color name and asks a handful of vocabulary
/// questions of each subject word. Through `Set<String>` and `[String: WordClasses]` each
/// question cost a seeded SipHash of the word and a string comparison, about 400 instructions
/// (some 70,000 of them for 10,000 tokens); here it is an FNV-1a hash of the bytes, one or two
/// probes of an open-addressed table filled to at most a quarter, and a byte comparison.
/// The table is built once from the vocabularies and never changes, so its hash needs no seed:
/// no input can grow a probe sequence beyond the few hundred words it holds.
struct WordClassTable: Sendable {
    /// One word of the table: where its bytes are in ``bytes`` and its classes.
    private struct Slot: Sendable {
        var hash: UInt64 = 0
        var start: Int32 = 0
        /// The word's length in bytes; 0 marks an empty slot (no vocabulary word is empty).
        var count: Int32 = 0
        var classes: WordClasses = []
    }

    private let slots: [Slot]
    private let bytes: [UInt8]
    /// ``slots`` count − 1 (the count is a power of two).
    private let mask: Int

    /// A table of `words` (each non-empty) with their classes.
    init(_ words: [String: WordClasses]) {
        var capacity = 16
        while capacity < words.count * 4 { capacity *= 2 }
        var slots = [Slot](repeating: Slot(), count: capacity)
        var bytes: [UInt8] = []
        // Sorted: the same table (and probe sequences) on every run.
        for (word, classes) in words.sorted(by: { $0.key < $1.key }) where !word.isEmpty {
            let utf8 = Array(word.utf8)
            let hash = Self.hash(utf8)
            var index = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[index].count != 0 { index = (index + 1) & (capacity - 1) }
            slots[index] = Slot(
                hash: hash, start: Int32(bytes.count), count: Int32(utf8.count), classes: classes)
            bytes += utf8
        }
        self.slots = slots
        self.bytes = bytes
        mask = capacity - 1
    }

    /// The classes of the word spelled by `word` (none when it is not in the table).
    func classes(of word: UnsafeBufferPointer<UInt8>) -> WordClasses {
        guard !word.isEmpty else { return [] }
        let hash = Self.hash(word)
        var index = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { bytes in
                while slots[index].count != 0 {
                    let slot = slots[index]
                    if slot.hash == hash, Int(slot.count) == word.count,
                        word.elementsEqual(
                            UnsafeBufferPointer(rebasing: bytes[Int(slot.start)..<Int(slot.start + slot.count)]))
                    {
                        return slot.classes
                    }
                    index = (index + 1) & mask
                }
                return []
            }
        }
    }

    /// The classes of `word` (none when it is not in the table).
    func classes(of word: String) -> WordClasses {
        var word = word
        return word.withUTF8 { classes(of: $0) }
    }

    /// FNV-1a, 64 bits.
    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
