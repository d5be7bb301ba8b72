import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every class-like word written in a string of ui's and app's sources (stories and tests included). */
function classesInSources(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      // This helper's own files name its groups in strings; they are not classes.
      else if (/\.tsx?$/.test(entry.name) && !/^cn\.(test\.)?ts$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          for (const word of literal[2]!.split(/\s+/)) {
            // Class-shaped: lower case, a dash, colon or bracket, no markup or template pieces.
            if (/^!?-?[a-z[@*][^\s${}"'=<>]*$/.test(word) && /[-:[]/.test(word)) words.add(word);
          }
        }
      }
    }
  };
  walk(path.join(root, 'ui/src'));
  walk(path.join(root, 'app/src'));
  return [...words].sort();
}

/** The variants of a class, which is all two classes must share to conflict. */
const variantsOf = (word: string) =>
  word
    .split(/:(?![^[]*\])/)
    .slice(0, -1)
    .sort()
    .join(':');

describe('cn', () => {
  const words = classesInSources();

  it('finds the classes the components are written with', () => {
    expect(words.length).toBeGreaterThan(400);
    expect(words).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'rounded-[var(--radius-control)]']));
  });

  it('resolves every pair of classes used in ui and app as tailwind-merge does', { timeout: 60_000 }, () => {
    // A class in no group repeats itself ('foo foo'); such classes conflict with nothing in either.
    const grouped = words.filter((w) => twMerge(`${w} ${w}`) === w || mergeClasses(`${w} ${w}`) === w);
    expect(grouped.length).toBeGreaterThan(300);
    const byVariants = new Map<string, string[]>();
    for (const word of grouped) {
      const key = variantsOf(word);
      byVariants.set(key, [...(byVariants.get(key) ?? []), word]);
    }
    const wrong: string[] = [];
    for (const group of byVariants.values()) {
      for (const a of group) {
        for (const b of group) {
          const input = `${a} ${b}`;
          if (mergeClasses(input) !== twMerge(input)) wrong.push(input);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('resolves longer lists the same way, dropped classes overriding nothing', () => {
    // A seeded generator, so a failure names a list that reproduces.
    let seed = 20261125;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const plain = words.filter((w) => !w.includes(':'));
    const wrong: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      const list = Array.from(
        { length: 2 + Math.floor(next() * 6) },
        () => plain[Math.floor(next() * plain.length)]!,
      );
      const input = list.join(' ');
      if (mergeClasses(input) !== twMerge(input)) wrong.push(input);
    }
    expect(wrong).toEqual([]);
  });

  it('lets later utilities win, keeps unknown classes and joins conditional ones', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted', 'text-danger')).toBe('text-sm text-danger');
    expect(cn('hover:bg-brand-50', 'bg-surface', 'hover:bg-canvas')).toBe('bg-surface hover:bg-canvas');
    expect(cn('mission-card', false, undefined, { 'font-bold': true, hidden: false })).toBe(
      'mission-card font-bold',
    );
  });
});
