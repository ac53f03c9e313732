/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_Subscriptions_DescriptionInputs */

const en_console_tab_subscriptions_description = /** @type {(inputs: Console_Tab_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every organisation's subscription and its state; override or comp a plan until a date.`)
};

const de_console_tab_subscriptions_description = /** @type {(inputs: Console_Tab_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Abonnement jeder Organisation und sein Status; einen Tarif bis zu einem Datum überschreiben oder schenken.`)
};

const fr_console_tab_subscriptions_description = /** @type {(inputs: Console_Tab_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’abonnement de chaque organisation et son état ; remplacer ou offrir une offre jusqu’à une date.`)
};

const nl_console_tab_subscriptions_description = /** @type {(inputs: Console_Tab_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het abonnement van elke organisatie en de status ervan; een plan tot een datum overschrijven of gratis geven.`)
};

const es_console_tab_subscriptions_description = /** @type {(inputs: Console_Tab_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La suscripción de cada organización y su estado; sustituir o regalar un plan hasta una fecha.`)
};

const en_xa2_console_tab_subscriptions_description = /** @type {(inputs: Console_Tab_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý öŕĝáñíšáţíöñ'š šüƀšçŕíþţíöñ áñð íţš šţáţé; öṽéŕŕíðé öŕ çöɱþ á þļáñ üñţíļ á ðáţé. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Every organisation's subscription and its state; override or comp a plan until a date." |
*
* @param {Console_Tab_Subscriptions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_subscriptions_description = /** @type {((inputs?: Console_Tab_Subscriptions_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_Subscriptions_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_subscriptions_description(inputs)
	if (locale === "fr") return fr_console_tab_subscriptions_description(inputs)
	if (locale === "nl") return nl_console_tab_subscriptions_description(inputs)
	if (locale === "es") return es_console_tab_subscriptions_description(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_subscriptions_description(inputs)
	return en_console_tab_subscriptions_description(inputs)
});