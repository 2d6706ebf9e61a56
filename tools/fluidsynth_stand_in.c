/* Slide & Stack's stand-in for FluidSynth in the Linux app folder (MIT, as the game: LICENSE).

   pygame-ce's SDL_mixer links FluidSynth for MIDI music, which the game never plays; the wheel's
   FluidSynth has no source archive the build can check (licenses/bundled.toml, [replace.libfluidsynth]).
   tools/swap_libraries.py compiles this file under the wheel's file name. It defines the functions
   SDL_mixer calls, and each fails as FluidSynth's do when they cannot (NULL, FLUID_FAILED), so
   SDL_mixer refuses a MIDI file with its own message and plays everything else as before. */
#include <stddef.h>

#define FLUID_FAILED (-1)
#define FLUID_PLAYER_DONE 3

typedef struct fluid_settings fluid_settings_t;
typedef struct fluid_synth fluid_synth_t;
typedef struct fluid_player fluid_player_t;

/* What tools/notices.py recognises the compiled file by. */
const char slide_and_stack_stand_in[] = "Slide & Stack's stand-in for FluidSynth: every function fails";

fluid_settings_t *new_fluid_settings(void) { return NULL; }
void delete_fluid_settings(fluid_settings_t *settings) { (void)settings; }
int fluid_settings_setnum(fluid_settings_t *settings, const char *name, double value)
{
    (void)settings, (void)name, (void)value;
    return FLUID_FAILED;
}
int fluid_settings_getnum(fluid_settings_t *settings, const char *name, double *value)
{
    (void)settings, (void)name, (void)value;
    return FLUID_FAILED;
}

fluid_synth_t *new_fluid_synth(fluid_settings_t *settings) { (void)settings; return NULL; }
void delete_fluid_synth(fluid_synth_t *synth) { (void)synth; }
fluid_settings_t *fluid_synth_get_settings(fluid_synth_t *synth) { (void)synth; return NULL; }
int fluid_synth_sfload(fluid_synth_t *synth, const char *filename, int reset_presets)
{
    (void)synth, (void)filename, (void)reset_presets;
    return FLUID_FAILED;
}
void fluid_synth_set_gain(fluid_synth_t *synth, float gain) { (void)synth, (void)gain; }
int fluid_synth_write_s16(fluid_synth_t *synth, int len, void *lout, int loff, int lincr,
                          void *rout, int roff, int rincr)
{
    (void)synth, (void)len, (void)lout, (void)loff, (void)lincr, (void)rout, (void)roff, (void)rincr;
    return FLUID_FAILED;
}
int fluid_synth_write_float(fluid_synth_t *synth, int len, void *lout, int loff, int lincr,
                            void *rout, int roff, int rincr)
{
    (void)synth, (void)len, (void)lout, (void)loff, (void)lincr, (void)rout, (void)roff, (void)rincr;
    return FLUID_FAILED;
}

fluid_player_t *new_fluid_player(fluid_synth_t *synth) { (void)synth; return NULL; }
void delete_fluid_player(fluid_player_t *player) { (void)player; }
int fluid_player_add(fluid_player_t *player, const char *midifile) { (void)player, (void)midifile; return FLUID_FAILED; }
int fluid_player_add_mem(fluid_player_t *player, const void *buffer, size_t len)
{
    (void)player, (void)buffer, (void)len;
    return FLUID_FAILED;
}
int fluid_player_play(fluid_player_t *player) { (void)player; return FLUID_FAILED; }
int fluid_player_stop(fluid_player_t *player) { (void)player; return FLUID_FAILED; }
int fluid_player_seek(fluid_player_t *player, int ticks) { (void)player, (void)ticks; return FLUID_FAILED; }
int fluid_player_set_loop(fluid_player_t *player, int loop) { (void)player, (void)loop; return FLUID_FAILED; }
int fluid_player_get_status(fluid_player_t *player) { (void)player; return FLUID_PLAYER_DONE; }
