import type { ShopSettings } from '../../../../contract/settings';

/** The settings the shop starts with (migration 0025), for the tests' mocked GET /api/settings/getShopSettings. */
export const shopSettings: ShopSettings = {
  shopName: 'Libos',
  phoneNumber: '+998712000000',
  telegram: '@libos_uz',
  email: 'info@libos.uz',
  hoursUz: 'Har kuni 9:00–21:00',
  hoursRu: 'Ежедневно 9:00–21:00',
  deliveryFee: 28_000,
  freeDeliveryFrom: 400_000,
  returnWindowDays: 10,
  smsSender: 'Libos',
  branches: [
    {
      nameUz: 'Libos Chilonzor',
      nameRu: 'Libos Чиланзар',
      addressUz: 'Toshkent, Chilonzor tumani, Bunyodkor shoh ko‘chasi, 12-uy',
      addressRu: 'Ташкент, Чиланзарский район, проспект Бунёдкор, 12',
      landmarkUz: 'Mo‘ljal: «Chilonzor» metro bekati',
      landmarkRu: 'Ориентир: станция метро «Чиланзар»',
      hoursUz: 'Har kuni 10:00–21:00',
      hoursRu: 'Ежедневно 10:00–21:00',
    },
    {
      nameUz: 'Libos Yunusobod',
      nameRu: 'Libos Юнусабад',
      addressUz: 'Toshkent, Yunusobod tumani, Amir Temur shoh ko‘chasi, 107B-uy',
      addressRu: 'Ташкент, Юнусабадский район, проспект Амира Темура, 107Б',
      landmarkUz: 'Mo‘ljal: «Minor» metro bekati',
      landmarkRu: 'Ориентир: станция метро «Минор»',
      hoursUz: 'Har kuni 10:00–22:00',
      hoursRu: 'Ежедневно 10:00–22:00',
    },
    {
      nameUz: 'Libos Mirobod',
      nameRu: 'Libos Мирабад',
      addressUz: 'Toshkent, Mirobod tumani, Shahrisabz ko‘chasi, 16-uy',
      addressRu: 'Ташкент, Мирабадский район, улица Шахрисабз, 16',
      landmarkUz: 'Mo‘ljal: «Oybek» metro bekati',
      landmarkRu: 'Ориентир: станция метро «Ойбек»',
      hoursUz: 'Dushanba–shanba 10:00–21:00, yakshanba 11:00–20:00',
      hoursRu: 'Пн–сб 10:00–21:00, вс 11:00–20:00',
    },
  ],
};

export const settingsPath = '/api/settings/getShopSettings';
