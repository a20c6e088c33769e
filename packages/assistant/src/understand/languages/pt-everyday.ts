/**
 * Portuguese as people type it about money in Brazil and Portugal, by class: grammar words that
 * say nothing the steps need, the money verbs in their persons and tenses ("gastou", "abasteci",
 * "caiu na conta"), the statement's and card's nouns ("fatura", "no crédito"), superlatives, and
 * what people call categories. Spread before PORTUGUESE's own phrases, which win where both have one.
 *
 * A language's phrases make one regular expression (index.ts `table`): watch `npm run bench:qa`
 * when adding many, as past some size V8 stops optimising it and every question reads slower.
 */
// prettier-ignore
export const PORTUGUESE_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar: "to be" and "to have", pronouns, demonstratives, contractions, fillers.
  'sao': 'are', 'estao': 'are', 'esta': 'this', 'estava': 'was',
  'tive': 'had', 'tivemos': 'had', 'temos': 'have', 'tenho': 'have', 'teve': 'had',
  'havia': 'were', 'houve': 'were', 'ha': 'are there', 'voce': 'you', 'a gente': 'we',
  'mim': 'me', 'este': 'this', 'esse': 'this', 'essa': 'this',
  'seu': 'your', 'sua': 'your', 'por favor': 'please',
  'todo': 'all', 'toda': 'all',
  'tudo': 'all', 'cada': 'each', 'pelo': 'for the', 'pela': 'for the',
  'num': 'in a', 'numa': 'in a', 'aos': 'to the',
  'ao todo': 'in total', 'lista': 'list',
  // Exclusion, comparison and time: their meaning, never nothing.
  // "Não" is left unread: "not" alone leaves the rest of the question as asked.
  'sem': 'excluding', 'exceto': 'except', 'do que': 'than', 'antes de': 'before',
  'antes': 'before', 'depois de': 'after', 'depois': 'after', 'apos': 'after',
  // The balance on a day: "Quanto eu tinha na conta em 13 de agosto?"
  'quanto eu tinha na conta': 'how much did i have in the account', 'quanto tinha na conta': 'how much did i have in the account',
  'quanto eu tenho na conta': 'how much do i have in the account',
  'quanto tenho na conta': 'how much do i have in the account',
  'quanto sobrou na conta': 'how much is left in the account',
  // Spend.
  'gastou': 'spent', 'gastaram': 'spent', 'gasta': 'spend',
  'gastamos': 'spent',
  // "Onde gastei mais?" is where I spent the most: only where nothing follows ("gastei mais de
  // 50" is over 50) or the word order says so ("onde mais gastei").
  'gastei mais?': 'spent the most ?', 'gastou mais?': 'spent the most ?',
  'gasto mais?': 'spend the most ?', 'mais gastei': 'spent the most', 'mais gastou': 'spent the most',
  'em qual loja': 'at which shop',
  // Pay and cost; came to.
  'pagou': 'paid', 'pagamos': 'paid', 'pagaram': 'paid', 'pagar': 'pay',
  'custou': 'cost', 'custaram': 'cost', 'custa': 'costs', 'custam': 'cost',
  'quanto deu': 'how much came to', 'deu': 'came to', 'deram': 'came to',

  // Fees the bank took.
  'cobrou': 'charged', 'cobraram': 'charged',

  // Cash out.
  'sacou': 'withdrew cash', 'sacar': 'withdraw cash',
  'levantamento': 'cash withdrawal',

  // Money in; earn.
  'recebeu': 'received', 'recebemos': 'received', 'receber': 'receive',
  'caiu na conta': 'came in', 'caiu': 'came in',
  'ganhei': 'earned', 'ganhou': 'earned', 'ganhos': 'earnings',
  // Send, order, buy, refuel, ride.
  'transferi': 'sent', 'mandei': 'sent', 'enviei': 'sent',
  'pedi': 'bought', 'pedidos': 'purchases', 'pedido': 'purchase',
  'comprou': 'bought', 'compramos': 'bought',
  'comprar': 'buy', 'abasteci': 'bought fuel',
  'abasteceu': 'bought fuel',
  'abastecimento': 'fuel', 'meti gasolina': 'bought fuel',
  'corridas': 'rides', 'corrida': 'rides', 'peguei': 'took',
  // The statement, the card, the account and its rows.
  'fatura': 'statement', 'extratos': 'statements',
  'conta corrente': 'account', 'cartao': 'card',
  'cartoes': 'card', 'cartao de credito': 'card', 'no credito': 'on the card',
  'no debito': 'on the card', 'pagamento com cartao': 'card purchase', 'pagamentos com cartao': 'card purchases',
  'credito': 'credit',
  'debito': 'debit', 'movimentacao': 'transaction',
  'movimento': 'transaction', 'operacao': 'transaction', 'operacoes': 'transactions',
  'itens': 'items', 'lojas': 'shops',
  'estabelecimento': 'merchant', 'empresa': 'company',
  // Superlatives and sizes.
  'maiores': 'largest', 'menores': 'smallest', 'mais caros': 'most expensive', 'mais caras': 'most expensive',
  'mais baratos': 'cheapest', 'a mais pequena': 'the smallest',
  'mais pequena': 'smallest', 'mais alta': 'highest', 'mais baixa': 'lowest', 'maxima': 'largest',
  'minima': 'smallest', 'menorzinho': 'tiniest',
  // Time.
  'ultimos': 'last', 'ultimas': 'last', 'em media': 'on average',
  // Categories.
  'delivery': 'food delivery', 'entrega de comida': 'food delivery',
  'comida para levar': 'takeaway', 'lanchonete': 'restaurants',
  'posto': 'gas station', 'postos': 'gas stations',
  'postos de gasolina': 'gas stations', 'gasoleo': 'diesel', 'transporte': 'transport',
  'transportes': 'transport', 'transporte publico': 'public transport', 'transportes publicos': 'public transport',
  'onibus': 'bus', 'autocarro': 'bus', 'contas da casa': 'utility bills',
  'conta de luz': 'electricity', 'luz': 'electricity',
  'energia': 'electricity', 'conta de agua': 'water bill',
  'telefone': 'phone', 'celular': 'phone',
  'mensalidade': 'subscription', 'academia': 'gym', 'ginasio': 'gym', 'roupas': 'clothes', 'roupa': 'clothes',
  'eletronicos': 'electronics', 'farmacias': 'pharmacy', 'drogaria': 'pharmacy',
  'tarifas bancarias': 'bank fees', 'anuidade': 'fees',
  'vencimento': 'salary',
};
