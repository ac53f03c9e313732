/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Console_Subs_End_DescriptionInputs */

const en_console_subs_end_description = /** @type {(inputs: Console_Subs_End_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The organisation goes back to the ${i?.plan} plan at once; its owners see it on their billing page.`)
};

const de_console_subs_end_description = /** @type {(inputs: Console_Subs_End_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Organisation kehrt sofort zum Tarif ${i?.plan} zurück; ihre Inhaber sehen das auf ihrer Abrechnungsseite.`)
};

const fr_console_subs_end_description = /** @type {(inputs: Console_Subs_End_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’organisation revient immédiatement à l’offre ${i?.plan} ; ses propriétaires le voient sur leur page de facturation.`)
};

const nl_console_subs_end_description = /** @type {(inputs: Console_Subs_End_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De organisatie gaat meteen terug naar plan ${i?.plan}; de eigenaren zien het op hun factuurpagina.`)
};

const es_console_subs_end_description = /** @type {(inputs: Console_Subs_End_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La organización vuelve de inmediato al plan ${i?.plan}; sus propietarios lo ven en su página de facturación.`)
};

const en_xa2_console_subs_end_description = /** @type {(inputs: Console_Subs_End_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ ĝöéš ƀáçķ ţö ţĥé ${i?.plan} þļáñ áţ öñçé; íţš öŵñéŕš šéé íţ öñ ţĥéíŕ ƀíļļíñĝ þáĝé. one two three four five six se]`)
};

/**
* | output |
* | --- |
* | "The organisation goes back to the {plan} plan at once; its owners see it on their billing page." |
*
* @param {Console_Subs_End_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_end_description = /** @type {((inputs: Console_Subs_End_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_End_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_end_description(inputs)
	if (locale === "fr") return fr_console_subs_end_description(inputs)
	if (locale === "nl") return nl_console_subs_end_description(inputs)
	if (locale === "es") return es_console_subs_end_description(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_end_description(inputs)
	return en_console_subs_end_description(inputs)
});