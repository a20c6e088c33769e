import { type Language, months } from './language';

/** Indonesian (Bahasa Indonesia). */
// prettier-ignore
const PHRASES: Record<string, string> = {
    'sejak': 'since', 'sampai': 'until', 'hingga': 'until', 
    'di akhir': 'at the end of', 'pada akhir': 'at the end of', 'akhir': 'end', 'di awal': 'at the start of', 'awal': 'start', 'terakhir': 'last', 'pertama': 'first', 'semua': 'all', 'nominal': 'amount',
    'lebih dari': 'over', 'di atas': 'over', 'kurang dari': 'under', 'di bawah': 'under', 'antara': 'between', 
    ...months(['januari', 'februari', 'maret', 'april', 'mei', 'juni', 'juli', ['agustus', 'agust'],
      'september', 'oktober', 'november', 'desember']),
    'berapa banyak uang': 'how much', 'berapa kali': 'how many times',
    'berapa transaksi': 'how many transactions', 'berapa banyak transaksi': 'how many transactions',
    'berapa pembayaran': 'how many payments', 'berapa banyak': 'how much', 'berapa': 'how much',
    'jumlah': 'total', 'total': 'total',
    'saya habiskan': 'i spent', 'menghabiskan': 'spent', 'dihabiskan': 'spent',
    'habiskan': 'spent', 'belanjakan': 'spent', 'dibelanjakan': 'spent', 'pengeluaran': 'expenses',
    'keluar': 'went out', 'bayar': 'pay', 'membayar': 'paid', 'dibayar': 'paid',
    'pembayaran': 'payments', 'pembelian': 'purchases', 'beli': 'bought', 'membeli': 'bought',
    'terima': 'received', 'menerima': 'received', 'diterima': 'received', 'pemasukan': 'income',
    'pendapatan': 'income', 'penghasilan': 'income', 'masuk': 'came in', 'uang masuk': 'money in',
    'uang keluar': 'money out', 'setoran': 'deposit', 'kredit': 'credits', 'debit': 'debits',
    'saldo awal': 'opening balance', 'saldo pembukaan': 'opening balance',
    'saldo sebelumnya': 'opening balance', 'saldo akhir': 'closing balance',
    'saldo penutupan': 'closing balance', 'saldo saat ini': 'closing balance', 'saldo': 'balance',
    'yang terbesar': 'the largest', 'paling besar': 'largest', 'terbesar': 'largest',
    'yang terkecil': 'the smallest', 'paling kecil': 'smallest', 'terkecil': 'smallest',
    'tertinggi': 'highest', 'terendah': 'lowest', 'paling mahal': 'most expensive',
    'termahal': 'most expensive', 'termurah': 'cheapest', 'paling murah': 'cheapest',
    'paling banyak': 'most', 'terbanyak': 'most', 'bulan lalu': 'last month',
    'bulan kemarin': 'last month', 'bulan ini': 'this month', 'bulan sebelumnya': 'month before',
    'per bulan': 'per month', 'setiap bulan': 'every month', 'bulanan': 'monthly', 'bulan': 'month',
    'minggu': 'week', 'tahun': 'year', 'hari ini': 'today', 'kemarin': 'yesterday', 'hari': 'day',
    'secara total': 'in total', 'rata-rata': 'average', 'rata rata': 'average',
    'belanja bulanan': 'groceries', 'kebutuhan sehari hari': 'groceries', 'kebutuhan sehari-hari': 'groceries', 'bahan makanan': 'groceries', 'kebutuhan pokok': 'groceries',
    'supermarket': 'groceries', 'swalayan': 'groceries', 'belanja': 'spending',
    'restoran': 'restaurants', 'rumah makan': 'restaurants', 'makan di luar': 'dining out',
    'makanan': 'food', 'makan': 'food', 'bensin': 'fuel', 'bahan bakar': 'fuel', 'bbm': 'fuel',
    'sewa': 'rent', 'kontrakan': 'rent', 'kos': 'rent', 'gaji': 'salary', 'atm': 'atm',
    'tarik tunai': 'cash withdrawals', 'penarikan tunai': 'cash withdrawals', 'penarikan': 'withdrawals',
    'tunai': 'cash', 'biaya admin': 'bank fees', 'biaya administrasi': 'bank fees', 'biaya': 'fees',
    'bunga': 'interest', 'transfer': 'transfers', 'pengembalian dana': 'refunds',
    'pengembalian': 'refunds', 'refund': 'refunds', 'langganan': 'subscriptions', 'hotel': 'hotels',
    'perjalanan': 'travel', 'apotek': 'pharmacy', 'asuransi': 'insurance', 'pajak': 'taxes',
    'transaksi': 'transactions', 'mutasi': 'transactions',
    'kalau': 'what about', 'apa': 'what', 'yang mana': 'which', 'mana': 'which', 'kapan': 'when', 'di mana': 'where',
    'dimana': 'where', 'siapa': 'who', 'tunjukkan': 'show', 'tampilkan': 'show', 'daftar': 'list',
    'punya': 'have', 'adalah': 'is', 'ada': 'are there',
    'di': 'at', 'ke': 'to', 'dari': 'from', 'untuk': 'for', 'pada': 'in', 'dalam': 'in',
    'dengan': 'with', 'saya': 'i', 'aku': 'i', 'ku': 'my', 'dan': 'and', 'atau': 'or', 'yang': 'the',
    'kali': 'times', 'rekening': 'account', 'uang': 'money', 'sudah': '', 'telah': '', 'tanggal': '',
    // Everyday words: "habis" (spent, used up), "udah" (already), "itu" (that), "sebulan" (a month).
    'habis': 'spent', 'abis': 'spent', 'ngabisin': 'spent', 'udah': '', 'dah': '', 'itu': 'that',
    'ini': 'this', 'sebulan': 'a month', 'seminggu': 'a week', 'sehari': 'a day',
    'ada berapa': 'how many', 'jumlah transaksi': 'number of transactions',
    'kartu': 'card', 'kartu kredit': 'credit card', 'tagihan': 'bill', 'tagihan kartu': 'card bill',
    'tagihan kartu kredit': 'credit card bill', 'toko': 'shop', 'warung': 'shop',
};

function withNya(phrases: Readonly<Record<string, string>>): Record<string, string> {
  const suffixed = Object.entries(phrases)
    .filter(
      ([phrase, english]) => /[a-z]{4}$/.test(phrase) && english !== '' && !/nya$/.test(phrase),
    )
    .map(([phrase, english]): [string, string] => [`${phrase}nya`, english]);
  return { ...Object.fromEntries(suffixed), ...phrases };
}

/**
 * "-nya" (the, its) is written onto the word: "transaksinya", "totalnya", "gajinya". Each word and
 * phrase above (of four letters or more: "ke" is no "kenya") is read the same with it.
 */
export const INDONESIAN: Language = { code: 'id', phrases: withNya(PHRASES) };
