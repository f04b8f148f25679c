"""The tournament desk's pure parts (issue 25): result records, exchange formats, seating."""
