import { describe, expect, it } from 'vitest';
import { Announcer, callPhrase, type Voice } from './announcer';

/** A voice that takes time to speak and records what it did, in order. */
function recordingVoice(failOn?: string) {
  const said: string[] = [];
  const voice: Voice = {
    chime: async () => {
      said.push('chime');
    },
    speak: (text) =>
      new Promise((resolve, reject) => {
        setTimeout(() => {
          said.push(text);
          if (text === failOn) reject(new Error('voz indisponível'));
          else resolve();
        }, 20);
      }),
  };
  return { said, voice };
}

describe('Announcer', () => {
  it('says calls that arrive while one is spoken after it, in order, none cut off or dropped', async () => {
    const { said, voice } = recordingVoice();
    const announcer = new Announcer(voice);
    const first = announcer.announce(callPhrase('Ana S.'));
    announcer.announce(callPhrase('Bia L.'));
    const last = announcer.announce(callPhrase('Caio M.'));
    await first;
    // Bia's call waited for Ana's to end: nothing of it was said yet when Ana's resolved.
    expect(said.slice(0, 2)).toEqual(['chime', 'Ana S., sua vez']);
    expect(said).not.toContain('Bia L., sua vez');
    await last;
    expect(said).toEqual([
      'chime',
      'Ana S., sua vez',
      'chime',
      'Bia L., sua vez',
      'chime',
      'Caio M., sua vez',
    ]);
  });

  it('goes on with the next call when the voice fails on one', async () => {
    const { said, voice } = recordingVoice('Ana S., sua vez');
    const announcer = new Announcer(voice);
    announcer.announce(callPhrase('Ana S.'));
    await announcer.announce(callPhrase('Bia L.'));
    expect(said.filter((s) => s !== 'chime')).toEqual(['Ana S., sua vez', 'Bia L., sua vez']);
  });
});
