/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Console_Subs_Override_DescriptionInputs */

const en_console_subs_override_description = /** @type {(inputs: Console_Subs_Override_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its limits follow this plan until the end date, then the ${i?.plan} plan it pays for again. Its owners see the plan, the reason and the end on their billing page.`)
};

const de_console_subs_override_description = /** @type {(inputs: Console_Subs_Override_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Limits folgen diesem Tarif bis zum Enddatum, danach wieder dem bezahlten Tarif ${i?.plan}. Ihre Inhaber sehen Tarif, Grund und Ende auf ihrer Abrechnungsseite.`)
};

const fr_console_subs_override_description = /** @type {(inputs: Console_Subs_Override_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ses limites suivent cette offre jusqu’à la date de fin, puis de nouveau l’offre ${i?.plan} qu’elle paie. Ses propriétaires voient l’offre, le motif et la fin sur leur page de facturation.`)
};

const nl_console_subs_override_description = /** @type {(inputs: Console_Subs_Override_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De limieten volgen dit plan tot de einddatum, daarna weer het betaalde plan ${i?.plan}. De eigenaren zien het plan, de reden en het einde op hun factuurpagina.`)
};

const es_console_subs_override_description = /** @type {(inputs: Console_Subs_Override_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sus límites siguen este plan hasta la fecha de fin y después de nuevo el plan ${i?.plan} que paga. Sus propietarios ven el plan, el motivo y el fin en su página de facturación.`)
};

const en_xa2_console_subs_override_description = /** @type {(inputs: Console_Subs_Override_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Îţš ļíɱíţš ƒöļļöŵ ţĥíš þļáñ üñţíļ ţĥé éñð ðáţé, ţĥéñ ţĥé ${i?.plan} þļáñ íţ þáýš ƒöŕ áĝáíñ. Îţš öŵñéŕš šéé ţĥé þļáñ, ţĥé ŕéášöñ áñð ţĥé éñð öñ ţĥéíŕ ƀíļļíñĝ þáĝé. one two three four five six seven eight nine ten ele]`)
};

/**
* | output |
* | --- |
* | "Its limits follow this plan until the end date, then the {plan} plan it pays for again. Its owners see the plan, the reason and the end on their billing page." |
*
* @param {Console_Subs_Override_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_override_description = /** @type {((inputs: Console_Subs_Override_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Override_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_override_description(inputs)
	if (locale === "fr") return fr_console_subs_override_description(inputs)
	if (locale === "nl") return nl_console_subs_override_description(inputs)
	if (locale === "es") return es_console_subs_override_description(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_override_description(inputs)
	return en_console_subs_override_description(inputs)
});