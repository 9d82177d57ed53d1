/** The budget report as printable lines: the per-route table, the raised templates, the warnings. */
import {
  type BudgetKind,
  type Budgets,
  defaultBudgets,
  JS_BEFORE_INTERACTION_BUDGET,
  templateOf,
  templates,
  WARNING_BAND,
} from './budget-templates.ts';
import type { BudgetReport, OverageKind } from './budgets-lib.ts';

/** Bytes as KB with one decimal, the unit the budgets are stated in. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

const labels: Record<OverageKind, string> = {
  htmlCss: 'HTML+CSS',
  js: 'JS with every island woken',
  fonts: 'fonts',
  jsBeforeInteraction: 'JS before interaction',
};

/** The per-route table and, if any, the list of routes over budget, as printable lines. */
export function formatReport(report: BudgetReport, budgets: Budgets = defaultBudgets): string[] {
  const measured = report.jsBeforeInteraction;
  const header = [
    'route',
    `HTML+CSS KB (≤ ${kb(budgets.htmlCss)})`,
    ...(measured ? [`JS before interaction KB (≤ ${kb(JS_BEFORE_INTERACTION_BUDGET)})`] : []),
    `JS, all islands woken KB (≤ ${kb(budgets.js)})`,
    `fonts KB (≤ ${kb(budgets.fonts)})`,
  ];
  const rows = report.routes.map((r) => [
    r.route,
    kb(r.bytes.htmlCss),
    ...(measured ? [kb(measured.get(r.route) ?? 0)] : []),
    kb(r.bytes.js),
    kb(r.bytes.fonts),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const lines = [line(header), ...rows.map(line)];
  const raised = templates.filter(
    (template) =>
      Object.keys(template.budgets).length > 0 &&
      report.routes.some((r) => templateOf(r.route) === template),
  );
  if (raised.length > 0) {
    lines.push('', 'Templates allowed more than the default, in every language:');
    for (const template of raised) {
      const limits = (Object.entries(template.budgets) as Array<[BudgetKind, number]>)
        .map(([kind, bytes]) => `${labels[kind]} ≤ ${kb(bytes)} KB`)
        .join(', ');
      lines.push(`  ${template.name} (${template.pattern}): ${limits}, for ${template.reason}`);
    }
  }
  if (report.warnings.length > 0) {
    lines.push(
      '',
      `Near budget, within ${kb(WARNING_BAND)} KB (${report.warnings.length}): trim the template or raise its budget with a reason`,
    );
    for (const w of report.warnings) {
      lines.push(
        `  warning ${w.route} (${templateOf(w.route).name}): ${labels[w.kind]} ${kb(w.bytes)} KB, ${w.under} bytes under the ${kb(w.budget)} KB budget`,
      );
    }
  }
  if (report.overages.length > 0) {
    lines.push('', `Over budget (${report.overages.length}):`);
    for (const o of report.overages) {
      lines.push(
        `  ${o.route}: ${labels[o.kind]} ${kb(o.bytes)} KB > ${kb(o.budget)} KB budget, over by ${kb(o.over)} KB (${o.over} bytes)`,
      );
    }
  } else {
    lines.push('', `All ${report.routes.length} routes within budget (Brotli q11 sizes).`);
  }
  return lines;
}
