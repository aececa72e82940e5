import { type CalledPoint, spokenCall } from '@vez/domain';

/**
 * The TV's voice: a short chime, then the call spoken in pt-BR. Calls are said one after another in
 * the order they arrived: one that comes while another is being spoken waits, none is cut off or
 * dropped (speechSynthesis.cancel is never called).
 */
export interface Voice {
  chime(): Promise<void>;
  speak(text: string): Promise<void>;
}

export class Announcer {
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly voice: Voice) {}

  /** Queues one announcement; resolves once it was said (or failed to be). */
  announce(text: string): Promise<void> {
    const next = this.chain.then(async () => {
      try {
        await this.voice.chime();
      } catch {
        // A chime that cannot play must not keep the name from being said.
      }
      try {
        await this.voice.speak(text);
      } catch {
        // The screen still shows the call; the next one is said as usual.
      }
    });
    this.chain = next;
    return next;
  }
}

/** The text said for a call: 'Ana S., sua vez', or 'Ana S., cadeira 2' to a service point (issue 37). */
export function callPhrase(maskedName: string, point?: CalledPoint | null): string {
  return spokenCall(maskedName, point);
}

/** A spoken call that never ends (no voice installed) must not hold the line forever. */
const SPEECH_LIMIT_MS = 15_000;
const CHIME_MS = 700;

/** The browser's voice: Web Audio for the chime (no audio file), speechSynthesis for the words. */
export function browserVoice(audio: AudioContext | null): Voice {
  return {
    chime: () =>
      new Promise((resolve) => {
        if (!audio) return resolve();
        const start = audio.currentTime;
        // Two soft notes, like a counter bell: E5 then C5.
        for (const [frequency, offset] of [
          [659.25, 0],
          [523.25, 0.28],
        ] as const) {
          const oscillator = audio.createOscillator();
          const gain = audio.createGain();
          oscillator.type = 'sine';
          oscillator.frequency.value = frequency;
          gain.gain.setValueAtTime(0.0001, start + offset);
          gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
          gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.4);
          oscillator.connect(gain).connect(audio.destination);
          oscillator.start(start + offset);
          oscillator.stop(start + offset + 0.42);
        }
        setTimeout(resolve, CHIME_MS);
      }),
    speak: (text) =>
      new Promise((resolve) => {
        if (typeof speechSynthesis === 'undefined') return resolve();
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = 'pt-BR';
        const voice = speechSynthesis.getVoices().find((v) => v.lang.replace('_', '-') === 'pt-BR');
        if (voice) utterance.voice = voice;
        const done = () => {
          clearTimeout(limit);
          resolve();
        };
        const limit = setTimeout(done, SPEECH_LIMIT_MS);
        utterance.addEventListener('end', done);
        utterance.addEventListener('error', done);
        speechSynthesis.speak(utterance);
      }),
  };
}
