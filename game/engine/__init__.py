"""The layer above the rule systems: Game (the checked API over any system), records, the text board."""
