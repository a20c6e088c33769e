/**
 * Portuguese as people type it about money in Brazil and Portugal, by class: grammar words that
 * say nothing the steps need, the money verbs in their persons and tenses ("gastou", "abasteci",
 * "caiu na conta"), the statement's and card's nouns ("fatura", "no crédito"), superlatives, and
 * what people call categories. Spread before PORTUGUESE's own phrases, which win where both have one.
 */
// prettier-ignore
export const PORTUGUESE_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar: "to be" and "to have", pronouns, demonstratives, contractions, fillers.
  'sao': 'are', 'estao': 'are', 'esta': 'this', 'estava': 'was', 'estavam': 'were', 'sou': '',
  'tive': 'had', 'tivemos': 'had', 'temos': 'have', 'tenho': 'have', 'teve': 'had', 'tiveram': 'had',
  'havia': 'were', 'houve': 'were', 'ha': 'are there', 'voce': 'you', 'voces': 'you', 'a gente': 'we',
  'mim': 'me', 'este': 'this', 'esse': 'this', 'essa': 'this', 'isto': 'this', 'desse': 'of this',
  'dessa': 'of this', 'deste': 'of this', 'desta': 'of this', 'nesse': 'in this', 'nessa': 'in this',
  'neste': 'in this', 'nesta': 'in this', 'seu': 'your', 'sua': 'your', 'por favor': 'please',
  'ai': '', 'la': 'there', 'ja': '', 'entao': '', 'afinal': '', 'mesmo': '', 'todo': 'all', 'toda': 'all',
  'tudo': 'all', 'cada': 'each', 'pelo': 'for the', 'pela': 'for the', 'pelos': 'for the',
  'pelas': 'for the', 'num': 'in a', 'numa': 'in a', 'dum': 'of a', 'duma': 'of a', 'aos': 'to the',
  'sobre': 'about', 'cerca de': 'about', 'mais ou menos': 'roughly', 'somando tudo': 'in total',
  'ao todo': 'in total', 'no geral': 'overall', 'lista': 'list', 'na lista': 'on the list',
  // Exclusion, comparison and time: their meaning, never nothing.
  // "Não" is left unread: "not" alone leaves the rest of the question as asked.
  'sem': 'excluding', 'exceto': 'except', 'tirando': 'except', 'do que': 'than', 'antes de': 'before',
  'antes': 'before', 'depois de': 'after', 'depois': 'after', 'apos': 'after', 'durante': 'during',
  // The balance on a day: "Quanto eu tinha na conta em 13 de agosto?"
  'quanto eu tinha na conta': 'how much did i have in the account', 'quanto tinha na conta': 'how much did i have in the account',
  'quanto eu tinha em conta': 'how much did i have in the account', 'quanto tinha em conta': 'how much did i have in the account',
  'quanto havia na conta': 'how much did i have in the account', 'quanto eu tenho na conta': 'how much do i have in the account',
  'quanto tenho na conta': 'how much do i have in the account', 'quanto tenho em conta': 'how much do i have in the account',
  'quanto sobrou na conta': 'how much is left in the account',
  // Spend.
  'gastou': 'spent', 'gastaram': 'spent', 'gasta': 'spend', 'gastava': 'spent', 'gastado': 'spent',
  'gastaste': 'spent', 'gastamos': 'spent', 'torrei': 'spent', 'foi embora': 'went',
  // "Onde gastei mais?" is where I spent the most: only where nothing follows ("gastei mais de
  // 50" is over 50) or the word order says so ("onde mais gastei").
  'gastei mais?': 'spent the most ?', 'gastou mais?': 'spent the most ?', 'gastamos mais?': 'spent the most ?',
  'gasto mais?': 'spend the most ?', 'mais gastei': 'spent the most', 'mais gastou': 'spent the most',
  'mais gastamos': 'spent the most', 'em qual loja': 'at which shop', 'em quais lojas': 'at which shops',
  // Pay and cost; came to.
  'pagou': 'paid', 'pagamos': 'paid', 'pagaram': 'paid', 'pagava': 'paid', 'pagar': 'pay',
  'pagaste': 'paid', 'custou': 'cost', 'custaram': 'cost', 'custa': 'costs', 'custam': 'cost',
  'custo': 'cost', 'custos': 'costs', 'quanto deu': 'how much came to', 'deu': 'came to', 'deram': 'came to',
  'somou': 'came to', 'somaram': 'came to', 'totalizou': 'came to', 'totalizaram': 'came to',
  // Fees the bank took.
  'cobrou': 'charged', 'cobraram': 'charged', 'cobrado': 'charged', 'cobrados': 'charged',
  'cobradas': 'charged', 'cobranca': 'charge', 'cobrancas': 'charges', 'descontado': 'deducted',
  // Cash out.
  'sacou': 'withdrew cash', 'sacamos': 'withdrew cash', 'sacar': 'withdraw cash',
  'tirei dinheiro': 'withdrew cash', 'levantou': 'withdrew cash', 'levantamento': 'cash withdrawal',
  'levantar': 'withdraw cash',
  // Money in; earn.
  'recebeu': 'received', 'recebemos': 'received', 'receberam': 'received', 'receber': 'receive',
  'caiu na conta': 'came in', 'cairam na conta': 'came in', 'caiu': 'came in', 'cairam': 'came in',
  'ganhei': 'earned', 'ganhou': 'earned', 'ganhamos': 'earned', 'ganhos': 'earnings',
  // Send, order, buy, refuel, ride.
  'transferi': 'sent', 'transferiu': 'sent', 'transferimos': 'sent', 'mandei': 'sent', 'enviei': 'sent',
  'pedi': 'bought', 'pedimos': 'bought', 'pedidos': 'purchases', 'pedido': 'purchase', 'encomendei': 'bought',
  'encomendas': 'purchases', 'encomenda': 'purchase', 'comprou': 'bought', 'compramos': 'bought',
  'compraram': 'bought', 'comprar': 'buy', 'comprado': 'bought', 'abasteci': 'bought fuel',
  'abasteceu': 'bought fuel', 'abastecemos': 'bought fuel', 'abastecer': 'buy fuel',
  'abastecimento': 'fuel', 'abastecimentos': 'fuel', 'meti gasolina': 'bought fuel', 'pus gasolina': 'bought fuel',
  'corridas': 'rides', 'corrida': 'rides', 'peguei': 'took', 'pegamos': 'took',
  // The statement, the card, the account and its rows.
  'fatura': 'statement', 'faturas': 'statements', 'fatura do cartao': 'statement', 'extratos': 'statements',
  'extrato bancario': 'statement', 'conta corrente': 'account', 'conta a ordem': 'account', 'cartao': 'card',
  'cartoes': 'card', 'cartao de credito': 'card', 'cartao de debito': 'card', 'no credito': 'on the card',
  'no debito': 'on the card', 'pagamento com cartao': 'card purchase', 'pagamentos com cartao': 'card purchases',
  'pagamento no cartao': 'card purchase', 'pagamentos no cartao': 'card purchases', 'credito': 'credit',
  'creditos': 'credits', 'debito': 'debit', 'debitos': 'debits', 'movimentacao': 'transaction',
  'movimento': 'transaction', 'operacao': 'transaction', 'operacoes': 'transactions', 'registros': 'records',
  'registos': 'records', 'itens': 'items', 'lojas': 'shops', 'comerciante': 'merchant',
  'estabelecimento': 'merchant', 'estabelecimentos': 'merchants', 'empresa': 'company',
  // Superlatives and sizes.
  'maiores': 'largest', 'menores': 'smallest', 'mais caros': 'most expensive', 'mais caras': 'most expensive',
  'mais baratos': 'cheapest', 'mais baratas': 'cheapest', 'a mais pequena': 'the smallest',
  'mais pequena': 'smallest', 'mais alta': 'highest', 'mais baixa': 'lowest', 'maxima': 'largest',
  'minima': 'smallest', 'menorzinho': 'tiniest', 'menorzinha': 'tiniest',
  // Time.
  'ultimos': 'last', 'ultimas': 'last', 'primeiros': 'first', 'em media': 'on average',
  // Categories.
  'hortifruti': 'groceries', 'delivery': 'food delivery', 'entrega de comida': 'food delivery',
  'comida para levar': 'takeaway', 'take away': 'takeaway', 'lanchonete': 'restaurants',
  'lanchonetes': 'restaurants', 'posto': 'gas station', 'postos': 'gas stations',
  'postos de gasolina': 'gas stations', 'gasoleo': 'diesel', 'transporte': 'transport',
  'transportes': 'transport', 'transporte publico': 'public transport', 'transportes publicos': 'public transport',
  'onibus': 'bus', 'autocarro': 'bus', 'autocarros': 'bus', 'contas da casa': 'utility bills',
  'contas de casa': 'utility bills', 'conta de luz': 'electricity', 'luz': 'electricity',
  'energia': 'electricity', 'eletricidade': 'electricity', 'conta de agua': 'water bill',
  'telefone': 'phone', 'celular': 'phone', 'telemovel': 'phone', 'mensalidades': 'subscriptions',
  'mensalidade': 'subscription', 'academia': 'gym', 'ginasio': 'gym', 'roupas': 'clothes', 'roupa': 'clothes',
  'eletronicos': 'electronics', 'farmacias': 'pharmacy', 'drogaria': 'pharmacy', 'drogarias': 'pharmacy',
  'tarifas bancarias': 'bank fees', 'taxas bancarias': 'bank fees', 'anuidade': 'fees',
  'vencimento': 'salary', 'salarios': 'salaries',
};
