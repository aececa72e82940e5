// `npm run dev`: API with reload on :3000 and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@vez/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@vez/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
