/**
 * Spanish as people type it about money, in Spain and Latin America: the verbs in every common
 * person and tense, the statement's and the account's nouns, sizes, and the words for kinds of
 * spending. Spread into SPANISH's phrases. Single words that are also shops' names ("Dia",
 * "Mas") are only read inside longer phrases.
 */
// prettier-ignore
export const SPANISH_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar words that say nothing a money question needs.
  'has': '', 'hemos': '', 'han': '', 'habia': '', 'habiamos': '', 'hube': '', 'hubo': 'was', 'nos': '', 'te': '', 'le': '', 'les': '',
  'tu': 'your', 'tus': 'your', 'su': 'my', 'sus': 'my', 'nuestro': 'our', 'nuestra': 'our', 'nuestros': 'our', 'nuestras': 'our',
  'mio': 'mine', 'mia': 'mine', 'este': 'this', 'esta': 'this', 'estos': 'these', 'estas': 'these', 'ese': 'that', 'esa': 'that',
  'son': 'are', 'estan': 'are', 'han sido': 'were', 'ha sido': 'was', 'sido': '', 'fueron en total': 'in total', 'por favor': 'please',
  'dinero': 'money', 'plata': 'money', 'lana': 'money', 'euros': 'euros',
  // Spending, paying, costing, adding up.
  'gastaste': 'spent', 'gastaron': 'spent', 'gastamos en total': 'spent in total', 'gastando': 'spending', 'gastare': 'spent',
  'pagaste': 'paid', 'pagamos': 'paid', 'pagaron': 'paid', 'pagando': 'paying', 'pagar': 'pay', 'cuanto pago': 'how much paid',
  'cuanto pagamos': 'how much paid', 'costo': 'cost', 'costaron': 'cost', 'cuesta': 'cost', 'cuestan': 'cost', 'costado': 'cost',
  'me costo': 'cost', 'nos costo': 'cost', 'suma': 'total', 'suman': 'total', 'sumaron': 'total', 'asciende': 'total',
  'sumando todo': 'in total', 'todo junto': 'in total', 'en conjunto': 'in total', 'en suma': 'in total', 'sumados': 'combined',
  'me cobraron': 'charged', 'me han cobrado': 'charged', 'nos cobraron': 'charged', 'cobraron': 'charged', 'cobrado': 'received', 'he cobrado': 'received',
  // Cash out, money in, transfers, orders, purchases.
  'sacaste': 'withdrew cash', 'sacamos': 'withdrew cash', 'sacaron': 'withdrew cash', 'saque dinero': 'withdrew cash',
  'sacar dinero': 'withdraw cash', 'sacado dinero': 'withdrawn cash', 'retiraste': 'withdrew cash', 'retiramos': 'withdrew cash',
  'retirado': 'withdrawn', 'retiro': 'withdrawal', 'retiro de efectivo': 'cash withdrawal', 'dinero del cajero': 'cash of the atm',
  'recibiste': 'received', 'recibimos': 'received', 'recibieron': 'received', 'me pagaron': 'received', 'me han pagado': 'received',
  'cobramos': 'received', 'ingrese': 'deposited', 'ingresado': 'deposited', 'ingresamos': 'deposited', 'ingresaste': 'deposited',
  'ingresar': 'deposit', 'me ingresaron': 'deposited', 'me entro': 'came in', 'ha ingresado': 'came in', 'gane': 'earned', 'ganado': 'earned',
  'ganamos': 'earned', 'ganaste': 'earned', 'transferi': 'sent', 'transferido': 'sent', 'transferimos': 'sent', 'mande': 'sent',
  'mandado': 'sent', 'mandamos': 'sent', 'envie': 'sent', 'enviado': 'sent', 'enviamos': 'sent', 'pedi': 'ordered', 'pedido': 'ordered',
  'pedimos': 'ordered', 'pediste': 'ordered', 'pedidos': 'orders', 'compraste': 'bought', 'compramos': 'bought',
  'compraron': 'bought', 'comprado': 'bought', 'comprando': 'buying', 'comprar': 'buy', 'reposte': 'fuel', 'repostado': 'fuel',
  'repostar': 'fuel', 'eche gasolina': 'fuel', 'cargue gasolina': 'fuel', 'carga de gasolina': 'fuel', 'gasolineras': 'gas stations',
  'gasolinera': 'gas station', 'nafta': 'fuel', 'bencina': 'fuel',
  // What was in the account on a day.
  'cuanto tenia': 'what was the balance', 'cuanto dinero tenia': 'what was the balance', 'cuanto tengo': 'what is the balance',
  'cuanto dinero tengo': 'what is the balance', 'cuanto me queda': 'what is the balance', 'cuanto quedo': 'what was the balance',
  // The statement, the account, its rows, shops.
  'estado de cuenta': 'statement', 'estados de cuenta': 'statements', 'extracto bancario': 'statement', 'extracto': 'statement',
  'extractos': 'statements', 'resumen': 'summary', 'cuenta corriente': 'account', 'cuenta de cheques': 'account',
  'cuenta de ahorro': 'account', 'cuenta de ahorros': 'account', 'cuenta de debito': 'account', 'cuenta nomina': 'account',
  'tarjeta de credito': 'credit card', 'tarjeta de debito': 'debit card', 'tarjeta': 'card', 'tarjetas': 'cards',
  'pago con tarjeta': 'card payment', 'pagos con tarjeta': 'card payments', 'apunte': 'entry', 'apuntes': 'entries',
  'asiento': 'entry', 'asientos': 'entries', 'partidas': 'entries', 'registro': 'record', 'registros': 'records',
  'deposito': 'deposit', 'depositos': 'deposits', 'tienda': 'shop', 'tiendas': 'shops', 'comercio': 'shop',
  'comercios': 'shops', 'establecimiento': 'shop', 'establecimientos': 'shops', 'negocio': 'business',
  'negocios': 'businesses', 'en que tienda': 'at which shop', 'en que comercio': 'at which shop',
  'en que establecimiento': 'at which merchant', 'en cual tienda': 'at which shop',
  // Sizes.
  'mas chiquito': 'smallest', 'mas chiquita': 'smallest', 'mas pequenito': 'smallest', 'mas pequenita': 'smallest',
  'mas chica': 'smallest', 'mas costoso': 'most expensive', 'mas costosa': 'most expensive', 'mas economico': 'cheapest',
  'mas economica': 'cheapest', 'mas alta': 'highest', 'mas baja': 'lowest', 'mas grandes': 'largest', 'mas pequenos': 'smallest',
  'mas pequenas': 'smallest', 'mas gordo': 'largest', 'mas gorda': 'largest', 'gasto medio': 'average spending',
  'medio mensual': 'monthly average', 'promedio mensual': 'monthly average', 'mas dinero': 'more',
  // Kinds of spending.
  'ropa': 'clothes', 'electronica': 'electronics', 'comida a domicilio': 'food delivery', 'a domicilio': 'delivery',
  'comida para llevar': 'takeaway', 'domicilios': 'food delivery', 'comer afuera': 'dining out', 'cuotas': 'subscriptions',
  'cuota': 'subscription', 'membresias': 'subscriptions', 'membresia': 'subscription', 'gimnasio': 'gym', 'gimnasios': 'gym',
  'incluido': 'included', 'incluida': 'included', 'incluidos': 'included', 'incluidas': 'included', 'incluyendo': 'including',
  'sin contar': 'excluding', 'farmacias': 'pharmacy', 'drogueria': 'pharmacy', 'electricidad': 'electricity',
  'recibo de la luz': 'electricity', 'factura de la luz': 'electricity', 'recibos': 'bills', 'facturas': 'bills', 'recibo': 'bill',
  'factura': 'bill', 'servicios basicos': 'utilities', 'servicios publicos': 'utilities', 'suministros': 'utilities',
  'telefono': 'phone', 'movil': 'phone', 'celular': 'phone', 'telefonia': 'phone', 'transporte publico': 'public transport',
  'transporte': 'transport', 'peajes': 'tolls', 'peaje': 'toll', 'estacionamiento': 'parking', 'aparcamiento': 'parking',
  'comisiones bancarias': 'bank fees', 'gastos bancarios': 'bank fees', 'sueldos': 'salary', 'salarios': 'salary',
  'mercado': 'groceries', 'despensa': 'groceries',
};
