"""Which position the bot is answering, and whether its answer still fits:
the bot driver's decisions, without the page (game/web/bot/driver_view.py asks).

A job is the position a question to the bot was about: the session (the
guide's game is another, whatever its counts), its generation (a new game, a
load, an undo or a resignation changes it) and how long its history is (a
sub-move lengthens it).  An answer is played only while its job is the
current one; the bot is asked once per job, not again after it failed on it,
and only in the tab that holds the game's lock (where there are no locks: not
for a job another tab's change left, that tab's bot plays it).
"""


def job_of(session):
    return (session, session.generation, session.game.history_length())


class BotJobs:
    def __init__(self):
        # Whether this tab plays the bot's turns of its game: True while it holds
        # the game's lock, False while another tab does (game/web/keeping/tabs_view.py), None
        # where there are no locks: then the tab a person played in answers.
        self.owner = None
        self.asked = None       # the job the bot is answering, while it is
        self.failed_on = None   # the job the bot failed on: not asked again
        self.followed = None    # the job another tab's change left

    def due(self, session):
        """The job to ask the bot now, or None where it is asked already, failed
        on it, or it is another tab's (the caller checks the bot may move)."""
        job = job_of(session)
        if job in (self.asked, self.failed_on) or self.owner is False \
                or (self.owner is None and job == self.followed):
            return None
        self.asked = job
        return job

    def current(self, session, job):
        """Whether an answer to ``job`` is still about the position shown."""
        return job_of(session) == job

    def thinking(self, session):
        """Whether the bot is answering the position shown."""
        return self.asked is not None and self.asked == job_of(session)

    def moved(self, session):
        """The bot played a sub-move of its own turn: that position is the one it answers."""
        self.asked = job_of(session)
        return self.asked

    def failed(self, job):
        self.failed_on = job

    def done(self):
        self.asked = None

    def follow(self, session):
        """Another tab changed the game: its bot answers the position it left."""
        self.followed = job_of(session)

    def following(self, session):
        return self.followed == job_of(session)

    def person_acted(self):
        """A person played here: this tab's bot answers, should the other tab be gone."""
        self.followed = None
