// Finds assertions that may never run: an `expect(` inside an `if`, a loop or an iterating callback
// (`.forEach(`, `.every(`, `.map(`…) whose data was not first asserted to be there. Over an empty list such
// a test passes while checking nothing (a filter that matches no card passes "every card matches"). The
// same goes for `expect(xs.every(…)).toBe(true)` and `expect(xs.some(…)).toBe(false)`, true of an empty
// list. A real syntax tree (the TypeScript compiler's, through its API), not patterns on text.
//
// A guard is fine when, before it in the same test (an earlier statement of its block or of a block around
// it), the data is asserted non-empty:
//   expect(xs.length).toBeGreaterThan(0)   expect(xs).toHaveLength(3)   expect(xs).not.toHaveLength(0)
//   expect(xs).toEqual([a, b])             await expect(locator).toHaveCount(2)
// or when the data is a non-empty literal (`for (const size of ['a', 'b'])`, a `const` array literal, a
// counted `for (let i = 0; i < 3; …)`), or when a comment on the guard (or on the `expect` line) says why
// the assertion may be skipped: `// guarded-expect: <reason>`.

import { getLeadingCommentRanges, type Node, type SourceFile, SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

export interface Finding {
  file: string;
  /** 1-based line of the guard. */
  line: number;
  /** 1-based lines of the assertions behind it. */
  expectLines: number[];
  message: string;
}

/** The comment that lets a guarded assertion be, with its reason. */
export const ALLOW_MARKER = 'guarded-expect:';

/** Methods whose callback runs once per element (so zero times for an empty list). */
const ITERATING_METHODS = new Set([
  'forEach',
  'every',
  'some',
  'map',
  'flatMap',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'reduce',
]);

/** Calls that keep a list non-empty when it is (`xs.map(f)` is non-empty when `xs` is). */
const NON_EMPTY_PRESERVING = new Set([
  'map',
  'sort',
  'toSorted',
  'reverse',
  'toReversed',
  'entries',
  'keys',
  'values',
  'concat',
  'all',
  'flat',
]);

// The API's nodes are one type for every kind; each is read by its kind, so its fields are open here.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyNode = Node & Record<string, any>;

interface Guard {
  kind: 'if' | 'loop' | 'callback';
  /** The statement or call that makes the assertion conditional. */
  node: AnyNode;
  /** What it iterates or tests, when there is one expression for it. */
  data: AnyNode | undefined;
  label: string;
}

/** Parses each file with the TypeScript compiler (no type checking, no imports followed). */
export function parseFiles(files: ReadonlyArray<{ name: string; text: string }>): SourceFile[] {
  const root = '/guarded-expects';
  const names = files.map((file, index) => `f${index}.${file.name.endsWith('.tsx') ? 'tsx' : 'ts'}`);
  const virtual = new Map<string, string>();
  virtual.set(
    `${root}/tsconfig.json`,
    JSON.stringify({
      compilerOptions: { noLib: true, noResolve: true, types: [], jsx: 'preserve', skipLibCheck: true },
      files: names,
    }),
  );
  files.forEach((file, index) => {
    virtual.set(`${root}/${names[index]}`, file.text);
  });
  const api = new API({
    cwd: root,
    fs: {
      readFile: (path) => virtual.get(path) ?? null,
      fileExists: (path) => virtual.has(path),
      directoryExists: (path) => path === root || path === '/',
      getAccessibleEntries: (directory) =>
        directory === root
          ? { files: [...virtual.keys()].map((path) => path.slice(root.length + 1)), directories: [] }
          : { files: [], directories: [] },
      realpath: (path) => path,
    },
  });
  try {
    const snapshot = api.updateSnapshot({ openProjects: [`${root}/tsconfig.json`] });
    const program = snapshot.getProjects()[0]?.program;
    if (!program) throw new Error('the TypeScript API opened no project');
    return names.map((name) => {
      const sourceFile = program.getSourceFile(`${root}/${name}`);
      if (!sourceFile) throw new Error(`the TypeScript API did not parse ${name}`);
      return sourceFile;
    });
  } finally {
    api.close();
  }
}

/** The findings of some test files, each given by its name and text. */
export function findGuardedExpects(files: ReadonlyArray<{ name: string; text: string }>): Finding[] {
  if (files.length === 0) return [];
  const sourceFiles = parseFiles(files);
  return files.flatMap((file, index) => checkSourceFile(file.name, sourceFiles[index] as SourceFile));
}

function checkSourceFile(fileName: string, sourceFile: SourceFile): Finding[] {
  const text = sourceFile.text;
  const lineOf = (node: AnyNode) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const source = (node: AnyNode) => node.getText(sourceFile);
  const byGuard = new Map<AnyNode, { guard: Guard; expectLines: number[]; reason: string }>();

  const constArrays = collectConstArrayLiterals(sourceFile as unknown as AnyNode);

  function report(guard: Guard, expectCall: AnyNode, reason: string) {
    const entry = byGuard.get(guard.node) ?? { guard, expectLines: [], reason };
    const line = lineOf(expectCall);
    if (!entry.expectLines.includes(line)) entry.expectLines.push(line);
    byGuard.set(guard.node, entry);
  }

  function hasAllowComment(node: AnyNode): boolean {
    const statement = enclosingStatement(node);
    for (const candidate of [node, statement]) {
      if (!candidate) continue;
      const ranges = getLeadingCommentRanges(text, candidate.pos) ?? [];
      for (const range of ranges) {
        const comment = text.slice(range.pos, range.end);
        const at = comment.indexOf(ALLOW_MARKER);
        if (at >= 0 && /\S/.test(comment.slice(at + ALLOW_MARKER.length).replace(/\*\/\s*$/, '')))
          return true;
      }
    }
    return false;
  }

  function guardIsSatisfied(guard: Guard): boolean {
    if (hasAllowComment(guard.node)) return true;
    if (guard.kind === 'if') return conditionAssertedBefore(guard);
    if (!guard.data) return false;
    const candidates = candidatesOf(guard.data, localValue(guard.node));
    if (isNonEmptyLiteral(candidates, constArrays)) return true;
    return nonEmptyAssertedBefore(guard.node, candidates, source, constArrays);
  }

  function conditionAssertedBefore(guard: Guard): boolean {
    const condition = normalise(source(guard.data as AnyNode));
    return precedingStatements(guard.node).some((statement) => {
      const assertion = assertionOf(statement);
      return (
        assertion !== undefined &&
        !assertion.negated &&
        normalise(source(assertion.subject)) === condition &&
        (assertion.matcher === 'toBeTruthy' ||
          (assertion.matcher === 'toBe' && assertion.argument?.kind === SyntaxKind.TrueKeyword))
      );
    });
  }

  function visit(node: AnyNode, guards: Guard[]): void {
    const expectCall = isExpectCall(node);
    if (expectCall) {
      const expectLineNode = node;
      if (!hasAllowComment(expectLineNode)) {
        const failing = [...guards].reverse().find((guard) => !guardIsSatisfied(guard));
        if (failing) report(failing, node, '');
      }
      checkVacuousQuantifier(node, guards);
    }

    switch (node.kind) {
      case SyntaxKind.IfStatement: {
        visit(node.expression, guards);
        const guard: Guard = {
          kind: 'if',
          node,
          data: node.expression,
          label: `if (${source(node.expression)})`,
        };
        visit(node.thenStatement, [...guards, guard]);
        if (node.elseStatement) visit(node.elseStatement, [...guards, guard]);
        return;
      }
      case SyntaxKind.ForOfStatement:
      case SyntaxKind.ForInStatement: {
        visit(node.initializer, guards);
        visit(node.expression, guards);
        const keyword = node.kind === SyntaxKind.ForOfStatement ? 'of' : 'in';
        const guard: Guard = {
          kind: 'loop',
          node,
          data: node.expression,
          label: `for (… ${keyword} ${source(node.expression)})`,
        };
        visit(node.statement, [...guards, guard]);
        return;
      }
      case SyntaxKind.ForStatement: {
        for (const part of [node.initializer, node.condition, node.incrementor])
          if (part) visit(part, guards);
        const counted = countedLoopData(node, constArrays);
        const guard: Guard = {
          kind: 'loop',
          node,
          data: counted.data,
          label: `for (${node.condition ? source(node.condition) : ''})`,
        };
        visit(node.statement, counted.fixed ? guards : [...guards, guard]);
        return;
      }
      case SyntaxKind.WhileStatement: {
        visit(node.expression, guards);
        const guard: Guard = {
          kind: 'loop',
          node,
          data: undefined,
          label: `while (${source(node.expression)})`,
        };
        visit(node.statement, [...guards, guard]);
        return;
      }
      case SyntaxKind.CallExpression: {
        const callee = node.expression as AnyNode;
        const method =
          callee.kind === SyntaxKind.PropertyAccessExpression ? (callee.name as AnyNode).text : undefined;
        if (method && ITERATING_METHODS.has(method)) {
          visit(callee, guards);
          const guard: Guard = {
            kind: 'callback',
            node,
            data: callee.expression,
            label: `${source(callee.expression)}.${method}(…)`,
          };
          for (const argument of node.arguments as AnyNode[]) {
            visit(argument, isFunctionLike(argument) ? [...guards, guard] : guards);
          }
          return;
        }
        break;
      }
    }
    node.forEachChild((child: Node) => {
      visit(child as AnyNode, guards);
    });
  }

  /** `expect(xs.every(p)).toBe(true)` holds for an empty `xs`; so does `expect(xs.some(p)).toBe(false)`. */
  function checkVacuousQuantifier(expectNode: AnyNode, guards: Guard[]) {
    const assertion = assertionChainOf(expectNode);
    if (!assertion) return;
    let subject = unwrap(assertion.subject);
    if (subject.kind !== SyntaxKind.CallExpression) return;
    const callee = subject.expression as AnyNode;
    if (callee.kind !== SyntaxKind.PropertyAccessExpression) return;
    const method = (callee.name as AnyNode).text;
    if (method !== 'every' && method !== 'some') return;
    const claims = claimedTruth(assertion);
    if (claims === undefined) return;
    const vacuous = (method === 'every' && claims) || (method === 'some' && !claims);
    if (!vacuous) return;
    subject = callee.expression;
    const guard: Guard = {
      kind: 'callback',
      node: expectNode,
      data: subject,
      label: `${source(subject)}.${method}(…)`,
    };
    const candidates = candidatesOf(subject, localValue(expectNode));
    if (hasAllowComment(expectNode) || isNonEmptyLiteral(candidates, constArrays)) return;
    if (nonEmptyAssertedBefore(expectNode, candidates, source, constArrays)) return;
    // Inside another guard the list may come from its element; the outer guard is reported already.
    if (guards.length > 0 && guards.some((outer) => !guardIsSatisfied(outer))) return;
    report(guard, expectNode, 'vacuous');
  }

  visit(sourceFile as unknown as AnyNode, []);

  return [...byGuard.values()]
    .sort((a, b) => a.guard.node.pos - b.guard.node.pos)
    .map(({ guard, expectLines, reason }) => ({
      file: fileName,
      line: lineOf(guard.node),
      expectLines,
      message:
        reason === 'vacuous'
          ? `${guard.label} is asserted of a list that may be empty (true of none): assert ${guard.data ? source(guard.data) : 'it'} is non-empty first`
          : guard.kind === 'if' || !guard.data
            ? `expect() behind ${guard.label} may never run: restructure, or say why with // ${ALLOW_MARKER} <reason>`
            : `expect() inside ${guard.label} runs once per item of ${source(guard.data)}, which is not asserted non-empty before it`,
    }));
}

// ---- assertions ------------------------------------------------------------------------------------

interface Assertion {
  /** What `expect(…)` was given. */
  subject: AnyNode;
  negated: boolean;
  matcher: string;
  argument: AnyNode | undefined;
}

/** `expect(x)` or `expect.soft(x)` / `expect.poll(x)`: the call that starts an assertion. */
function isExpectCall(node: AnyNode): boolean {
  if (node.kind !== SyntaxKind.CallExpression) return false;
  const callee = node.expression as AnyNode;
  if (callee.kind === SyntaxKind.Identifier) return callee.text === 'expect';
  return (
    callee.kind === SyntaxKind.PropertyAccessExpression &&
    (callee.expression as AnyNode).kind === SyntaxKind.Identifier &&
    (callee.expression as AnyNode).text === 'expect' &&
    ['soft', 'poll'].includes((callee.name as AnyNode).text)
  );
}

/** The matcher chain that starts at an `expect(…)` call: `expect(x).not.toHaveLength(0)`. */
function assertionChainOf(expectCall: AnyNode): Assertion | undefined {
  const subject = (expectCall.arguments as AnyNode[])[0];
  if (!subject) return undefined;
  let node: AnyNode = expectCall;
  let negated = false;
  while (
    node.parent?.kind === SyntaxKind.PropertyAccessExpression &&
    (node.parent as AnyNode).expression === node
  ) {
    const access = node.parent as AnyNode;
    const name = (access.name as AnyNode).text as string;
    if (name === 'not') {
      negated = !negated;
      node = access;
      continue;
    }
    if (name === 'resolves' || name === 'rejects') {
      node = access;
      continue;
    }
    const call = access.parent as AnyNode;
    if (call?.kind !== SyntaxKind.CallExpression || call.expression !== access) return undefined;
    return { subject, negated, matcher: name, argument: (call.arguments as AnyNode[])[0] };
  }
  return undefined;
}

/** The assertion a statement makes, when it is one `expect(…)…;` (awaited or not). */
function assertionOf(statement: AnyNode): Assertion | undefined {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  let expression = statement.expression as AnyNode;
  if (expression.kind === SyntaxKind.AwaitExpression) expression = expression.expression;
  // Down the chain to the expect(…) call at its start.
  let node: AnyNode | undefined = expression;
  while (node && !isExpectCall(node)) {
    if (node.kind === SyntaxKind.CallExpression || node.kind === SyntaxKind.PropertyAccessExpression) {
      node = node.expression;
    } else return undefined;
  }
  return node ? assertionChainOf(node) : undefined;
}

/** Whether the assertion claims its subject is true (`toBe(true)`), false, or neither. */
function claimedTruth(assertion: Assertion): boolean | undefined {
  const { matcher, argument, negated } = assertion;
  let claim: boolean | undefined;
  if (matcher === 'toBeTruthy') claim = true;
  else if (matcher === 'toBeFalsy') claim = false;
  else if (['toBe', 'toEqual', 'toStrictEqual'].includes(matcher) && argument) {
    if (argument.kind === SyntaxKind.TrueKeyword) claim = true;
    if (argument.kind === SyntaxKind.FalseKeyword) claim = false;
  }
  return claim === undefined ? undefined : negated ? !claim : claim;
}

const numberOf = (node: AnyNode | undefined): number | undefined => {
  if (!node) return undefined;
  if (node.kind === SyntaxKind.NumericLiteral) return Number(String(node.text).replace(/_/g, ''));
  return undefined;
};

/** The expression an assertion shows to be non-empty (a list, or a locator with a count), if it does. */
function nonEmptySubject(
  assertion: Assertion,
  isNonEmptyValue: (node: AnyNode) => boolean = () => false,
): AnyNode | undefined {
  const { subject, negated, matcher, argument } = assertion;
  const count = numberOf(argument);
  const lengthOf = (node: AnyNode): AnyNode | undefined =>
    node.kind === SyntaxKind.PropertyAccessExpression &&
    ['length', 'size'].includes((node.name as AnyNode).text)
      ? (node.expression as AnyNode)
      : undefined;
  // expect(xs.some(p)).toBe(true) and expect(xs.every(p)).toBe(false) each need an item of xs.
  const quantified = unwrap(subject);
  if (quantified.kind === SyntaxKind.CallExpression) {
    const callee = quantified.expression as AnyNode;
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? (callee.name as AnyNode).text : '';
    const claim = claimedTruth(assertion);
    if ((method === 'some' && claim === true) || (method === 'every' && claim === false)) {
      return callee.expression as AnyNode;
    }
  }
  if (!negated) {
    if (matcher === 'toContain' || matcher === 'toContainEqual') return subject;
    if (matcher === 'toHaveLength' || matcher === 'toHaveCount' || matcher === 'toHaveSize') {
      return count === 0 ? undefined : subject;
    }
    if ((matcher === 'toEqual' || matcher === 'toStrictEqual') && argument && isNonEmptyValue(argument)) {
      // Equal to a list written in the test: [a, b], or [240, 480].map(f).
      return subject;
    }
    const list = lengthOf(subject);
    if (!list || count === undefined) return undefined;
    if (matcher === 'toBeGreaterThan' && count >= 0) return list;
    if (matcher === 'toBeGreaterThanOrEqual' && count >= 1) return list;
    if ((matcher === 'toBe' || matcher === 'toEqual') && count >= 1) return list;
    return undefined;
  }
  if ((matcher === 'toHaveLength' || matcher === 'toHaveCount') && count === 0) return subject;
  if (
    (matcher === 'toEqual' || matcher === 'toStrictEqual') &&
    argument?.kind === SyntaxKind.ArrayLiteralExpression &&
    (argument.elements as AnyNode[]).length === 0
  ) {
    return subject;
  }
  const list = lengthOf(subject);
  if (list && (matcher === 'toBe' || matcher === 'toEqual') && count === 0) return list;
  return undefined;
}

// ---- data ------------------------------------------------------------------------------------------

/** Strips what does not change a value: parentheses, `as`, `!`, `satisfies`, `await`. */
function unwrap(node: AnyNode): AnyNode {
  let current = node;
  for (;;) {
    switch (current.kind) {
      case SyntaxKind.ParenthesizedExpression:
      case SyntaxKind.AsExpression:
      case SyntaxKind.NonNullExpression:
      case SyntaxKind.SatisfiesExpression:
      case SyntaxKind.AwaitExpression:
      case SyntaxKind.TypeAssertionExpression:
        current = current.expression;
        break;
      default:
        return current;
    }
  }
}

/**
 * The expressions whose non-emptiness shows `data` is non-empty: itself, and what it was derived from
 * without losing elements (`xs.map(f)`, `[...xs]`, `xs.slice(0, 5)`, `await locator.all()`).
 */
function candidatesOf(
  data: AnyNode,
  valueOfName: (name: string) => AnyNode | undefined = () => undefined,
): AnyNode[] {
  const out: AnyNode[] = [];
  let current: AnyNode | undefined = data;
  while (current && !out.includes(current)) {
    out.push(current);
    const node = unwrap(current);
    if (node !== current) out.push(node);
    current = undefined;
    if (node.kind === SyntaxKind.Identifier) {
      // `const urls = [...]` earlier in the test: what the name was set to.
      current = valueOfName(node.text);
    } else if (
      node.kind === SyntaxKind.BinaryExpression &&
      [SyntaxKind.QuestionQuestionToken, SyntaxKind.BarBarToken].includes(
        (node.operatorToken as AnyNode).kind,
      ) &&
      unwrap(node.right).kind === SyntaxKind.ArrayLiteralExpression &&
      (unwrap(node.right).elements as AnyNode[]).length === 0
    ) {
      // `xs ?? []` is non-empty exactly when `xs` is.
      current = node.left;
    } else if (node.kind === SyntaxKind.CallExpression) {
      const callee = node.expression as AnyNode;
      const args = node.arguments as AnyNode[];
      if (callee.kind === SyntaxKind.PropertyAccessExpression) {
        const method = (callee.name as AnyNode).text as string;
        const keepsFirst = method === 'slice' && (args.length === 0 || numberOf(args[0]) === 0);
        const owner = unwrap(callee.expression);
        if (
          owner.kind === SyntaxKind.Identifier &&
          ((owner.text === 'Array' && method === 'from') ||
            (owner.text === 'Promise' && (method === 'all' || method === 'allSettled')) ||
            (owner.text === 'Object' && ['entries', 'keys', 'values'].includes(method)))
        ) {
          current = args[0];
        } else if (NON_EMPTY_PRESERVING.has(method) || keepsFirst) {
          current = callee.expression;
        }
      }
    } else if (
      node.kind === SyntaxKind.ArrayLiteralExpression &&
      (node.elements as AnyNode[]).length === 1 &&
      (node.elements as AnyNode[])[0]?.kind === SyntaxKind.SpreadElement
    ) {
      current = ((node.elements as AnyNode[])[0] as AnyNode).expression;
    }
  }
  return out;
}

/** `const NAME = [a, b]` or `{ … }` (maybe `as const`) in the file: name → its element count (-1: twice). */
type ConstLiterals = Map<string, number> & { numbers?: Map<string, number> };

function collectConstArrayLiterals(sourceFile: AnyNode): ConstLiterals {
  const found: ConstLiterals = new Map<string, number>();
  found.numbers = new Map();
  const walk = (node: AnyNode) => {
    if (
      node.kind === SyntaxKind.VariableDeclaration &&
      (node.name as AnyNode).kind === SyntaxKind.Identifier &&
      node.initializer &&
      node.parent?.kind === SyntaxKind.VariableDeclarationList &&
      (node.parent.flags & 2) !== 0 // NodeFlags.Const
    ) {
      const value = unwrap(node.initializer);
      const name = (node.name as AnyNode).text as string;
      const size =
        value.kind === SyntaxKind.ArrayLiteralExpression
          ? (value.elements as AnyNode[]).filter((element) => element.kind !== SyntaxKind.SpreadElement)
              .length
          : value.kind === SyntaxKind.ObjectLiteralExpression
            ? (value.properties as AnyNode[]).length
            : undefined;
      if (size !== undefined) found.set(name, found.has(name) ? -1 : size);
      // Numbers written in an object literal: `const rule = { limit: 3 }` makes `rule.limit` a written 3.
      if (value.kind === SyntaxKind.ObjectLiteralExpression) {
        for (const property of value.properties as AnyNode[]) {
          const number = numberOf(property.initializer);
          if (property.name?.kind === SyntaxKind.Identifier && number !== undefined) {
            found.numbers?.set(
              `${name}.${property.name.text}`,
              found.has(name) && found.get(name) === -1 ? Number.NaN : number,
            );
          }
        }
      }
    }
    node.forEachChild((child: Node) => {
      walk(child as AnyNode);
    });
  };
  walk(sourceFile);
  return found;
}

/** True when the data is written out in the test and has an element. */
function isNonEmptyLiteral(candidates: AnyNode[], constArrays: ConstLiterals): boolean {
  return candidates.some((candidate) => {
    const node = unwrap(candidate);
    if (node.kind === SyntaxKind.ArrayLiteralExpression) {
      return (node.elements as AnyNode[]).some((element) => element.kind !== SyntaxKind.SpreadElement);
    }
    if (node.kind === SyntaxKind.ObjectLiteralExpression) return (node.properties as AnyNode[]).length > 0;
    if (node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral) {
      return String(node.text).length > 0;
    }
    if (node.kind === SyntaxKind.Identifier) return (constArrays.get(node.text) ?? 0) > 0;
    // Array.from({ length: 3 }, …)
    if (node.kind === SyntaxKind.CallExpression) {
      const callee = node.expression as AnyNode;
      const [first] = node.arguments as AnyNode[];
      if (
        callee.kind === SyntaxKind.PropertyAccessExpression &&
        unwrap(callee.expression).kind === SyntaxKind.Identifier &&
        unwrap(callee.expression).text === 'Array' &&
        (callee.name as AnyNode).text === 'from' &&
        first?.kind === SyntaxKind.ObjectLiteralExpression
      ) {
        const length = (first.properties as AnyNode[]).find(
          (property) => property.name?.kind === SyntaxKind.Identifier && property.name.text === 'length',
        );
        const count = numberOf(length?.initializer);
        return count !== undefined ? count > 0 : isConstantName(length?.initializer);
      }
    }
    return false;
  });
}

/** The number of `rule.limit` where `const rule = { limit: 3 }` is written in the file. */
function writtenNumber(node: AnyNode, constants: ConstLiterals): number | undefined {
  const value = unwrap(node);
  if (value.kind !== SyntaxKind.PropertyAccessExpression) return undefined;
  const owner = unwrap(value.expression);
  if (owner.kind !== SyntaxKind.Identifier) return undefined;
  const number = constants.numbers?.get(`${owner.text}.${(value.name as AnyNode).text}`);
  return number === undefined || Number.isNaN(number) ? undefined : number;
}

/** An UPPER_CASE name or a property of one (`AUTH_LIMITS.mfa.limit`): a constant of the code, not data. */
function isConstantName(node: AnyNode | undefined): boolean {
  if (!node) return false;
  const value = unwrap(node);
  if (value.kind === SyntaxKind.Identifier) return /^[A-Z][A-Z0-9_]*$/.test(value.text);
  if (value.kind === SyntaxKind.PropertyAccessExpression) return isConstantName(value.expression);
  return false;
}

/**
 * A counted loop, `for (let i = 0; i < 3; i += 1)`, runs a fixed number of times when it starts at a
 * number and stops at a number or a constant; `i < xs.length` iterates `xs`.
 */
function countedLoopData(
  node: AnyNode,
  constants: ConstLiterals,
): { fixed: boolean; data: AnyNode | undefined } {
  const condition = node.condition as AnyNode | undefined;
  const declarations = node.initializer?.declarations as AnyNode[] | undefined;
  const start = declarations?.[0]?.initializer as AnyNode | undefined;
  if (!condition || condition.kind !== SyntaxKind.BinaryExpression) return { fixed: false, data: undefined };
  const operator = (condition.operatorToken as AnyNode).kind;
  const bound = unwrap(condition.right);
  if (operator !== SyntaxKind.LessThanToken && operator !== SyntaxKind.LessThanEqualsToken) {
    return { fixed: false, data: undefined };
  }
  const startsAt = numberOf(start);
  if (startsAt !== undefined) {
    const endsAt = numberOf(bound);
    if (endsAt !== undefined) {
      return {
        fixed: operator === SyntaxKind.LessThanToken ? startsAt < endsAt : startsAt <= endsAt,
        data: undefined,
      };
    }
    const written = writtenNumber(bound, constants);
    if (written !== undefined) {
      return {
        fixed: operator === SyntaxKind.LessThanToken ? startsAt < written : startsAt <= written,
        data: undefined,
      };
    }
    if (isConstantName(bound)) return { fixed: true, data: undefined };
  }
  if (bound.kind === SyntaxKind.PropertyAccessExpression && (bound.name as AnyNode).text === 'length') {
    return { fixed: false, data: bound.expression };
  }
  return { fixed: false, data: undefined };
}

// ---- where to look -----------------------------------------------------------------------------------

const isFunctionLike = (node: AnyNode) =>
  node.kind === SyntaxKind.ArrowFunction ||
  node.kind === SyntaxKind.FunctionExpression ||
  node.kind === SyntaxKind.FunctionDeclaration ||
  node.kind === SyntaxKind.MethodDeclaration;

const isStatementList = (node: AnyNode) =>
  node.kind === SyntaxKind.Block ||
  node.kind === SyntaxKind.SourceFile ||
  node.kind === SyntaxKind.CaseClause;

/** The statement a node is part of (itself when it is one). */
function enclosingStatement(node: AnyNode): AnyNode | undefined {
  let current: AnyNode | undefined = node;
  while (current?.parent && !isStatementList(current.parent as AnyNode)) {
    const parent = current.parent as AnyNode;
    if (isFunctionLike(parent) && parent.body === current) return undefined;
    current = parent;
  }
  return current;
}

/**
 * The statements before `node` in its block and each block around it, nearest first, up to the
 * function the test is written in (an assertion of the list made inside the loop over it does not count:
 * only statements that finish before the guard starts).
 */
function precedingStatements(node: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  let current: AnyNode = node;
  while (current.parent) {
    const parent = current.parent as AnyNode;
    if (isStatementList(parent)) {
      const list = parent.statements as AnyNode[];
      const index = list.indexOf(current);
      for (let i = index - 1; i >= 0; i -= 1) out.push(list[i] as AnyNode);
    }
    if (isFunctionLike(parent)) break;
    current = parent;
  }
  return out;
}

/**
 * Reads a name's value where `node` is: the initializer of a `const` declared by an earlier statement of
 * the test (or of the blocks around it). A name declared twice, or with `let`, has no one value.
 */
function localValue(node: AnyNode): (name: string) => AnyNode | undefined {
  return (name) => {
    for (const statement of precedingStatements(node)) {
      if (statement.kind !== SyntaxKind.VariableStatement) continue;
      const list = statement.declarationList as AnyNode;
      for (const declaration of list.declarations as AnyNode[]) {
        const id = declaration.name as AnyNode;
        if (id.kind !== SyntaxKind.Identifier || id.text !== name) continue;
        return (list.flags & 2) !== 0 ? (declaration.initializer as AnyNode | undefined) : undefined;
      }
    }
    return undefined;
  };
}

function nonEmptyAssertedBefore(
  node: AnyNode,
  candidates: AnyNode[],
  source: (node: AnyNode) => string,
  constArrays: ConstLiterals,
): boolean {
  const wanted = new Set(candidates.map((candidate) => normalise(source(candidate))));
  for (const statement of precedingStatements(node)) {
    const assertion = assertionOf(statement);
    const subject =
      assertion &&
      nonEmptySubject(assertion, (value) =>
        isNonEmptyLiteral(candidatesOf(value, localValue(statement)), constArrays),
      );
    if (!subject) continue;
    for (const form of candidatesOf(subject, localValue(statement))) {
      if (wanted.has(normalise(source(form)))) return true;
    }
  }
  return false;
}

/** Code compared without its spacing or trailing commas. */
const normalise = (code: string) => code.replace(/\s+/g, '').replace(/,([)\]}])/g, '$1');
