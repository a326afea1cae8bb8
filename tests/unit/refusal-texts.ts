import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { root } from './helpers'

/** One refusal text of the platform and where it is written. */
export interface RefusalText {
  /** The English template: the catalog key, values as {0}, {1}… */
  template: string
  /** file:line of the first place it is written. */
  at: string
}

/** The constructors whose first argument becomes an envelope's message. */
const refusalClasses = new Set(['ApiError', 'SealError'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sourceFiles(path)
    return name.endsWith('.ts') && !name.includes('.test.') ? [path] : []
  })
}

/** The template of refusal`a ${x} b ${y}`: 'a {0} b {1}'. */
function taggedTemplate(node: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  return node.templateSpans.reduce(
    (text, span, i) => `${text}{${i}}${span.literal.text}`,
    node.head.text,
  )
}

/**
 * Every refusal text in server/platform/**\/*.ts: the string literals given to new ApiError(…) and
 * new SealError(…) (both branches of a ?:), and every refusal`…` tagged template. A template
 * literal with ${…} given straight to new ApiError cannot be translated and is listed in
 * `untranslatable`. Other arguments (a variable, a call) are assumed to hold refusal`…` values.
 */
export function scanRefusalTexts(dir = join(root, 'server', 'platform')) {
  const texts = new Map<string, RefusalText>()
  const untranslatable: string[] = []
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    const where = (node: ts.Node) =>
      `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`
    const add = (template: string, node: ts.Node) => {
      if (!texts.has(template)) texts.set(template, { template, at: where(node) })
    }
    const argument = (node: ts.Expression): void => {
      if (ts.isParenthesizedExpression(node)) return argument(node.expression)
      if (ts.isConditionalExpression(node)) {
        argument(node.whenTrue)
        return argument(node.whenFalse)
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        return add(node.text, node)
      if (ts.isTemplateExpression(node))
        untranslatable.push(`${where(node)}: write refusal\`…\` so the values become {0}, {1}…`)
    }
    const visit = (node: ts.Node) => {
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        refusalClasses.has(node.expression.text) &&
        node.arguments?.[0]
      )
        argument(node.arguments[0])
      if (
        ts.isTaggedTemplateExpression(node) &&
        ts.isIdentifier(node.tag) &&
        node.tag.text === 'refusal'
      )
        add(taggedTemplate(node.template), node)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { texts: [...texts.values()], untranslatable }
}
