"""One module per screen. Every screen is reached by its name through the scene
stack (`app.stack.push("pause", ...)`); the table below is the only place that
knows which module holds which, and a module is imported when its scene is
first made. A scene module imports another scene's module only where it makes
that screen: a mode of a game screen (a tutorial, PILUS's replay) makes its game
screen, and the title says the game in progress as the Continue screen does
(continue_game.describe). docs/architecture.md lists every name
(tests/test_docs.py checks it).
"""
from game.scene_stack import register_scenes

register_scenes({
    "title": "scenes.title:TitleScene",
    "game_choice": "scenes.game_choice:GameChoiceScene",
    "table_setup": "scenes.table_setup:TableSetupScene",
    "name_keyboard": "scenes.name_keyboard:NameKeyboardScene",
    "rules": "scenes.rules_screen:RulesScene",
    "text_page": "scenes.rules_screen:TextPageScene",
    "settings": "scenes.settings:SettingsScene",
    "controls": "scenes.controls:ControlsScene",
    "high_scores": "scenes.high_scores:HighScoresScene",
    "daily_challenge": "scenes.daily_challenge:DailyChallengeScene",
    "pause": "scenes.pause:PauseScene",
    "ramp_game": "scenes.ramp_game:RampGameScene",
    "round_results": "scenes.round_results:RoundResultsScene",
    "final_results": "scenes.final_results:FinalResultsScene",
    # One cell of a score table: that round's board and score lines.
    "round_details": "scenes.round_details:RoundDetailsScene",
    # Learn to play: a game's guided first game (GameDef.tutorial names it), made with the game id.
    "ramp_tutorial": "scenes.ramp_tutorial:tutorial_scene",
    "tutorial_end": "scenes.learn_pages:TutorialEndScene",
    "learn_offer": "scenes.learn_pages:LearnOfferScene",
    "pilus_game": "scenes.pilus_game:PilusGameScene",
    "pilus_results": "scenes.pilus_results:PilusResultsScene",
    # A replay file: the scene its game watches replays in, or a page saying why it cannot be shown.
    "replay": "scenes.replay_viewer:open_replay",
    "replay_viewer": "scenes.replay_viewer:ReplayViewerScene",
    "pilus_replay": "scenes.pilus_replay:replay_scene",
    # A guided first game (a game's `tutorial` in game.games).
    "pilus_tutorial": "scenes.pilus_tutorial:tutorial_scene",
    # A game in progress (game.in_progress) going on in its game's scene.
    "resumed_game": "scenes.continue_game:resumed_scene",
    "continue": "scenes.continue_game:ContinueScene",
    # Straight into a game from the command line (main.py --new, --daily).
    "new_game": "scenes.straight_in:new_game",
    "daily_game": "scenes.straight_in:daily_game",
    # A challenge (a file's path, or a game.saved.challenges.Challenge): who challenges, and its deal to play.
    "challenge": "scenes.menus.challenge:open_challenge",
    "challenge_open": "scenes.menus.challenge_open:ChallengeOpenScene",
    # The coach's review of a finished game (a replay file's path, or a Replay).
    "review": "scenes.review:ReviewScene",
})
