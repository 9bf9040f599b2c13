"""The marker's screens over penchant.ledger and penchant.store."""
