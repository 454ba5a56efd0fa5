"""The bots: a search per rule system, their levels, random numbers, the worker's entry."""
