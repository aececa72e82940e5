import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Repeats, after vitest's summary, one line per failed test and per unhandled error. CI keeps only the
 * tail of a long log, and vitest prints an unhandled error's message far above its summary: a run that
 * failed on one ("Errors 1 error") reached us without the message that said what it was.
 */
export default class FailuresLastReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<{ name?: string; message?: string; stack?: string }>,
  ) {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests('failed')) {
        const error = test.result().errors?.[0];
        lines.push(
          `✗ ${path.relative(process.cwd(), module.moduleId)} > ${test.fullName}: ${oneLine(error?.message)}`,
        );
      }
    }
    for (const error of unhandledErrors) {
      const where = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
      lines.push(
        `✗ erro não tratado: ${error.name ?? 'Error'}: ${oneLine(error.message)}${where ? ` (${where.trim()})` : ''}`,
      );
    }
    if (lines.length === 0) return;
    console.error(`\nFalhas, repetidas no fim do relatório:\n${lines.join('\n')}`);
  }
}

function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').slice(0, 400);
}
