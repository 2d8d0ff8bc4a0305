"""Real Twilight Struggle games (Deluxe edition logs) as test data: see parse.py."""
