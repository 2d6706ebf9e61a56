"""One module per screen. A screen shared by every game is reached by its name
through the scene stack (`app.stack.push("pause", ...)`); the table below is the
only place that knows which module holds which, and a module is imported when its
scene is first made. A game's own screens (its game screen, replay viewer and
lesson) are found through its engine's screens instead, by import:
`app.stack.push(games.get(game_id).part("game_screen"), game_id, ...)`
(scenes.shared.engine_screens). A scene module imports another scene's module only
where it makes that screen: a mode of a game screen (a tutorial, PILUS's replay)
makes its game screen, and the title says the game in progress as the Continue
screen does (continue_game.describe). docs/architecture.md lists every name
(tests/test_docs.py checks it).
"""
from game.shell.scene_stack import register_overlay, register_scenes

register_scenes({
    "title": "scenes.menus.title:TitleScene",
    "game_choice": "scenes.menus.game_choice:GameChoiceScene",
    "table_setup": "scenes.menus.table_setup:TableSetupScene",
    "name_keyboard": "scenes.menus.name_keyboard:NameKeyboardScene",
    "rules": "scenes.menus.rules_screen:RulesScene",
    "text_page": "scenes.menus.rules_screen:TextPageScene",
    "settings": "scenes.menus.settings:SettingsScene",
    "controls": "scenes.menus.controls:ControlsScene",
    "high_scores": "scenes.menus.high_scores:HighScoresScene",
    "daily_challenge": "scenes.menus.daily_challenge:DailyChallengeScene",
    "pause": "scenes.menus.pause:PauseScene",
    "round_results": "scenes.ramp.round_results:RoundResultsScene",
    "final_results": "scenes.ramp.final_results:FinalResultsScene",
    # One cell of a score table: that round's board and score lines.
    "round_details": "scenes.ramp.round_details:RoundDetailsScene",
    # After a race against a ghost: the lead card by card.
    "race_chart": "scenes.ramp.race_chart:RaceChartScene",
    "tutorial_end": "scenes.menus.learn_pages:TutorialEndScene",
    "learn_offer": "scenes.menus.learn_pages:LearnOfferScene",
    "pilus_results": "scenes.pilus.pilus_results:PilusResultsScene",
    # A replay file: its game's replay viewer (its engine's screens), or a page saying why it cannot be shown.
    "replay": "scenes.ramp.replay_viewer:open_replay",
    # A game in progress (game.saved.in_progress) going on in its game's scene.
    "resumed_game": "scenes.menus.continue_game:resumed_scene",
    "continue": "scenes.menus.continue_game:ContinueScene",
    # Straight into a game from the command line (main.py --new, --daily).
    "new_game": "scenes.menus.straight_in:new_game",
    "daily_game": "scenes.menus.straight_in:daily_game",
    # A challenge (a file's path, or a game.saved.challenges.Challenge): who challenges, and its deal to play.
    "challenge": "scenes.menus.challenge:open_challenge",
    "challenge_open": "scenes.menus.challenge_open:ChallengeOpenScene",
    # The coach's review of a finished game (a replay file's path, or a Replay).
    "review": "scenes.coach.review_screen:ReviewScene",
    # Create: boards of the player's own (game.saved.boards), their list and their editor.
    "create": "scenes.menus.create_menu:CreateScene",
    "board_shelf": "scenes.menus.board_shelf:BoardShelfScene",
    "board_editor": "scenes.menus.board_editor:BoardEditorScene",
    "board_delete": "scenes.menus.board_delete:BoardDeleteScene",
    # A board of the list: play, edit, share or delete it.
    "board_actions": "scenes.menus.board_actions:BoardActionsScene",
    # The editor's board was changed or removed by another window: keep both, overwrite or discard.
    "board_changed": "scenes.menus.board_changed:BoardChangedScene",
    # Leaving the editor with changes not saved: save, discard or keep editing.
    "board_unsaved": "scenes.menus.board_unsaved:BoardUnsavedScene",
    # A file dropped onto the window (pygame's DROPFILE), made with its path.
    "dropped_file": "scenes.menus.board_shelf:dropped_file",
})
# The sound captions, over every screen (Settings → Sound captions).
register_overlay("scenes.shared.caption_overlay:draw_captions")
# Speech following the screens' headings and focus (Settings → Speech).
register_overlay("scenes.shared.said_aloud:say_what_changed")
