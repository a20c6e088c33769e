const both = (english: string, ...spellings: string[]) =>
  Object.fromEntries(spellings.map((spelling) => [spelling, english]));

/**
 * Chinese as people type it about money, Simplified and Traditional: the verbs, the account's
 * nouns, grammar characters that carry nothing for a money question, and the words for kinds of
 * spending. Spread into CHINESE's phrases.
 */
// prettier-ignore
export const CHINESE_EVERYDAY: Readonly<Record<string, string>> = {
  ...both('', '了', '的', '吗', '嗎', '呢', '啊', '呀', '吧', '是', '得', '都', '过', '過', '请问', '請問', '请', '請', '一下', '还', '還', '这', '這', '那', '笔', '筆', '次'),
  ...both('tell me', '告诉我', '告訴我'), ...both('show', '显示', '顯示', '看看', '列出'),
  ...both('i', '我', '我们', '我們'), ...both('my', '我的', '我们的', '我們的'), ...both('and', '和', '跟', '与', '與'),
  ...both('at', '在'), ...both('on', '上'), ...both('for', '给', '給'), ...both('with', '用'), ...both('what', '什么', '什麼'), ...both('when', '什么时候', '什麼時候'),
  ...both('which', '哪个', '哪個', '哪'), ...both('are there', '有'), ...both('total', '总', '總', '共'),
  // Spending, paying, buying.
  ...both('spent', '花了', '花掉', '花', '消费了', '消費了', '用了', '花钱', '花錢'),
  ...both('spending', '花费', '花費', '消费', '消費', '支出', '开销', '開銷', '开支', '開支'),
  ...both('paid', '付了', '支付', '支付了', '交了', '缴了', '繳了'), ...both('payments', '付款', '缴费', '繳費'),
  ...both('bought', '买了', '買了', '买', '買', '购买', '購買'), ...both('purchases', '购买记录', '購買記錄'),
  ...both('shopping', '购物', '購物', '买东西', '買東西'), ...both('online shopping', '网购', '網購', '网上购物', '網上購物'),
  ...both('how many times fuel', '加了几次油', '加了幾次油', '加过几次油', '加過幾次油', '加几次油', '加幾次油'), ...both('transaction', '一笔', '一筆'), ...both('per transaction', '每笔', '每筆'),
  ...both('ordered', '点了', '點了', '订了', '訂了'), ...both('fuel', '加油', '加了油', '油费', '油費', '汽油', '加油站'),
  // Money in and out, cash, transfers.
  ...both('received', '收到', '收到了', '收了', '入账', '入帳', '到账', '到帳'), ...both('income', '收入'),
  ...both('came in', '进账', '進帳', '進賬', '转入', '轉入', '进了', '進了', '存入'), ...both('went out', '转出了', '轉出了', '出去'),
  ...both('money in', '进来的钱', '進來的錢'), ...both('money out', '出去的钱', '出去的錢'),
  ...both('earned', '赚了', '賺了', '挣了', '掙了', '赚', '賺'), ...both('sent', '转出', '轉出', '转给', '轉給', '汇了', '匯了', '转了', '轉了'),
  ...both('withdrew cash', '取了', '取钱', '取錢', '取现', '取現', '提现', '提現', '取款', '提款', '取了现金', '取了現金'),
  ...both('cash withdrawals', '取现金额', '取現金額', 'atm取款', '提款机取款', '提款機取款'),
  ...both('transfers', '转账', '轉賬', '轉帳', '汇款', '匯款'), ...both('refunds', '退款', '退钱', '退錢'),
  // The statement, the account, rows, shops, money.
  ...both('statement', '对账单', '對賬單', '對帳單', '银行流水', '銀行流水', '流水', '月结单', '月結單'),
  ...both('account', '账户', '帳戶', '賬戶', '账上', '帳上', '银行账户', '銀行帳戶'), ...both('card', '卡', '卡里', '卡裡'),
  ...both('credit card', '信用卡'), ...both('debit card', '银行卡', '銀行卡', '借记卡', '借記卡', '扣账卡', '簽帳金融卡'),
  ...both('transactions', '交易', '交易记录', '交易記錄', '明细', '明細', '记录', '記錄'),
  ...both('shop', '商店', '店', '商家', '商户', '商戶', '店铺', '店鋪'), ...both('money', '钱', '錢'), ...both('amount', '金额', '金額'),
  ...both('fees', '手续费', '手續費', '费用', '費用', '服务费', '服務費', '年费', '年費'), ...both('bank fees', '银行手续费', '銀行手續費', '银行费用', '銀行費用'),
  ...both('interest', '利息'), ...both('salary', '工资', '工資', '薪水', '薪资', '薪資', '薪酬', '月薪'), ...both('rent', '房租', '租金'),
  ...both('cash', '现金', '現金'), ...both('atm', 'atm', '取款机', '取款機', '提款机', '提款機'),
  ...both('subscriptions', '订阅', '訂閱', '会员', '會員', '会员费', '會員費'),
  // Kinds of spending.
  ...both('groceries', '超市', '买菜', '買菜', '杂货', '雜貨', '生鲜', '生鮮'), ...both('dining out', '外出就餐', '在外吃饭', '在外吃飯', '下馆子', '下館子', '吃饭', '吃飯'),
  ...both('restaurants', '餐厅', '餐廳', '饭店', '飯店', '餐馆', '餐館', '餐饮', '餐飲'), ...both('coffee', '咖啡'),
  ...both('food delivery', '外卖', '外賣'), ...both('takeaway', '外带', '外帶', '打包'),
  ...both('transport', '交通'), ...both('public transport', '公共交通', '公交', '地铁', '地鐵', '捷运', '捷運'), ...both('taxi', '出租车', '計程車', '打车', '打車', '的士'),
  ...both('utilities', '水电', '水電', '水电费', '水電費', '生活缴费', '生活繳費'), ...both('bills', '账单', '帳單', '賬單'),
  ...both('electricity', '电费', '電費'), ...both('water', '水费', '水費'), ...both('gas', '燃气', '燃氣', '煤气', '煤氣', '瓦斯'),
  ...both('internet', '网费', '網費', '宽带', '寬頻', '寬帶'), ...both('phone', '话费', '話費', '电话费', '電話費', '手机费', '手機費'),
  ...both('gym', '健身房', '健身'), ...both('clothes', '衣服', '服装', '服裝'), ...both('electronics', '电子产品', '電子產品', '数码', '數碼'),
  ...both('pharmacy', '药店', '藥店', '药房', '藥房', '藥局'),
};
