// After the first stage of `npm test`: its slowest turbo tasks, from the run summary turbo writes
// with --summarize (.turbo/runs/<id>.json), so every CI log says where that stage's time goes.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface TaskSummary {
  taskId: string;
  cache: { status: string };
  execution?: { startTime: number; endTime: number };
}

export function printSlowestTasks(root: string, count = 10): void {
  const dir = join(root, '.turbo', 'runs');
  let newest: string | undefined;
  try {
    newest = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(dir, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  } catch {
    return;
  }
  if (!newest) return;
  const { tasks } = JSON.parse(readFileSync(newest, 'utf8')) as { tasks: TaskSummary[] };
  const timed = tasks
    .filter((task) => task.execution && task.cache.status !== 'HIT')
    .map((task) => ({
      id: task.taskId,
      seconds: (task.execution!.endTime - task.execution!.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = timed.reduce((sum, task) => sum + task.seconds, 0);
  console.log(`slowest of ${timed.length} tasks (${total.toFixed(0)} s of task time in all):`);
  for (const task of timed.slice(0, count))
    console.log(`  ${task.seconds.toFixed(1).padStart(6)} s  ${task.id}`);
}
