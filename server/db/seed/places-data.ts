/** The 14 regions of Uzbekistan with real districts; `postcode` is the region's first three postal digits. */
export interface RegionSeed {
  nameUZB: string;
  nameRUS: string;
  isTashkentCity: boolean;
  postcode: number;
  districts: Array<[nameUZB: string, nameRUS: string]>;
}

const region = (nameUZB: string, nameRUS: string, postcode: number, districts: Array<[string, string]>, isTashkentCity = false): RegionSeed => ({
  nameUZB, nameRUS, isTashkentCity, postcode, districts,
});

export const TASHKENT_CITY = 'Toshkent shahri';

export const REGIONS: RegionSeed[] = [
  region(TASHKENT_CITY, 'город Ташкент', 100, [
    ['Bektemir tumani', 'Бектемирский район'],
    ['Chilonzor tumani', 'Чиланзарский район'],
    ['Mirobod tumani', 'Мирабадский район'],
    ["Mirzo Ulug'bek tumani", 'Мирзо-Улугбекский район'],
    ['Olmazor tumani', 'Алмазарский район'],
    ['Sergeli tumani', 'Сергелийский район'],
    ['Shayxontohur tumani', 'Шайхантахурский район'],
    ['Uchtepa tumani', 'Учтепинский район'],
    ['Yakkasaroy tumani', 'Яккасарайский район'],
    ['Yashnobod tumani', 'Яшнабадский район'],
    ['Yunusobod tumani', 'Юнусабадский район'],
    ['Yangihayot tumani', 'Янгихаётский район'],
  ], true),
  region('Toshkent viloyati', 'Ташкентская область', 111, [
    ['Nurafshon shahri', 'город Нурафшан'],
    ['Chirchiq shahri', 'город Чирчик'],
    ['Angren shahri', 'город Ангрен'],
    ['Olmaliq shahri', 'город Алмалык'],
    ['Zangiota tumani', 'Зангиатинский район'],
    ['Qibray tumani', 'Кибрайский район'],
    ["Bo'stonliq tumani", 'Бостанлыкский район'],
  ]),
  region('Andijon viloyati', 'Андижанская область', 170, [
    ['Andijon shahri', 'город Андижан'],
    ['Asaka tumani', 'Асакинский район'],
    ['Xonobod shahri', 'город Ханабад'],
    ['Shahrixon tumani', 'Шахриханский район'],
    ['Marhamat tumani', 'Мархаматский район'],
  ]),
  region('Buxoro viloyati', 'Бухарская область', 200, [
    ['Buxoro shahri', 'город Бухара'],
    ['Kogon shahri', 'город Каган'],
    ["G'ijduvon tumani", 'Гиждуванский район'],
    ['Vobkent tumani', 'Вабкентский район'],
    ['Romitan tumani', 'Ромитанский район'],
  ]),
  region("Farg'ona viloyati", 'Ферганская область', 150, [
    ["Farg'ona shahri", 'город Фергана'],
    ["Marg'ilon shahri", 'город Маргилан'],
    ["Qo'qon shahri", 'город Коканд'],
    ['Quvasoy shahri', 'город Кувасай'],
    ['Rishton tumani', 'Риштанский район'],
  ]),
  region('Jizzax viloyati', 'Джизакская область', 130, [
    ['Jizzax shahri', 'город Джизак'],
    ["G'allaorol tumani", 'Галляаральский район'],
    ['Zomin tumani', 'Заминский район'],
    ['Paxtakor tumani', 'Пахтакорский район'],
  ]),
  region('Xorazm viloyati', 'Хорезмская область', 220, [
    ['Urganch shahri', 'город Ургенч'],
    ['Xiva shahri', 'город Хива'],
    ['Hazorasp tumani', 'Хазараспский район'],
    ['Xonqa tumani', 'Ханкинский район'],
    ['Gurlan tumani', 'Гурленский район'],
  ]),
  region('Namangan viloyati', 'Наманганская область', 160, [
    ['Namangan shahri', 'город Наманган'],
    ['Chust tumani', 'Чустский район'],
    ['Kosonsoy tumani', 'Касансайский район'],
    ['Pop tumani', 'Папский район'],
    ["Uchqo'rg'on tumani", 'Учкурганский район'],
  ]),
  region('Navoiy viloyati', 'Навоийская область', 210, [
    ['Navoiy shahri', 'город Навои'],
    ['Zarafshon shahri', 'город Зарафшан'],
    ['Karmana tumani', 'Карманинский район'],
    ['Nurota tumani', 'Нуратинский район'],
    ['Uchquduq tumani', 'Учкудукский район'],
  ]),
  region('Qashqadaryo viloyati', 'Кашкадарьинская область', 180, [
    ['Qarshi shahri', 'город Карши'],
    ['Shahrisabz shahri', 'город Шахрисабз'],
    ['Kitob tumani', 'Китабский район'],
    ["G'uzor tumani", 'Гузарский район'],
    ['Koson tumani', 'Касанский район'],
  ]),
  region("Qoraqalpog'iston Respublikasi", 'Республика Каракалпакстан', 230, [
    ['Nukus shahri', 'город Нукус'],
    ["Xo'jayli tumani", 'Ходжейлийский район'],
    ["To'rtko'l tumani", 'Турткульский район'],
    ['Beruniy tumani', 'Берунийский район'],
    ["Qo'ng'irot tumani", 'Кунградский район'],
  ]),
  region('Samarqand viloyati', 'Самаркандская область', 140, [
    ['Samarqand shahri', 'город Самарканд'],
    ["Kattaqo'rg'on shahri", 'город Каттакурган'],
    ['Urgut tumani', 'Ургутский район'],
    ["Pastdarg'om tumani", 'Пастдаргомский район'],
    ["Bulung'ur tumani", 'Булунгурский район'],
  ]),
  region('Sirdaryo viloyati', 'Сырдарьинская область', 120, [
    ['Guliston shahri', 'город Гулистан'],
    ['Yangiyer shahri', 'город Янгиер'],
    ['Shirin shahri', 'город Ширин'],
    ['Sirdaryo tumani', 'Сырдарьинский район'],
    ['Boyovut tumani', 'Баяутский район'],
  ]),
  region('Surxondaryo viloyati', 'Сурхандарьинская область', 190, [
    ['Termiz shahri', 'город Термез'],
    ['Denov tumani', 'Денауский район'],
    ['Sherobod tumani', 'Шерабадский район'],
    ["Sho'rchi tumani", 'Шурчинский район'],
    ['Boysun tumani', 'Байсунский район'],
  ]),
];

/** Streets post branches stand on, in both spellings. */
export const STREETS: Array<[nameUZB: string, nameRUS: string]> = [
  ['Mustaqillik', 'Мустакиллик'],
  ['Amir Temur', 'Амира Темура'],
  ['Alisher Navoiy', 'Алишера Навои'],
  ['Bobur', 'Бабура'],
  ['Ibn Sino', 'Ибн Сино'],
  ['Istiqlol', 'Истиклол'],
  ["Mirzo Ulug'bek", 'Мирзо Улугбека'],
  ['Bunyodkor', 'Бунёдкор'],
  ["Navro'z", 'Навруз'],
  ['Yangi hayot', 'Янги хаёт'],
];
