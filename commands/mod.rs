//! The slash-command layer: one file per command group, mounted as `railbot::commands`.
//! Commands parse their options, make one call into the game service and write the reply;
//! no rules logic lives here. (The Discord bot is not built yet: this module is empty.)
