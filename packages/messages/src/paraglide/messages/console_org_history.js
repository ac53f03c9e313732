/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_HistoryInputs */

const en_console_org_history = /** @type {(inputs: Console_Org_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription history`)
};

const de_console_org_history = /** @type {(inputs: Console_Org_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnementverlauf`)
};

const fr_console_org_history = /** @type {(inputs: Console_Org_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique de l’abonnement`)
};

const nl_console_org_history = /** @type {(inputs: Console_Org_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnementsgeschiedenis`)
};

const es_console_org_history = /** @type {(inputs: Console_Org_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de la suscripción`)
};

const en_xa2_console_org_history = /** @type {(inputs: Console_Org_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšçŕíþţíöñ ĥíšţöŕý one ]`)
};

/**
* | output |
* | --- |
* | "Subscription history" |
*
* @param {Console_Org_HistoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_history = /** @type {((inputs?: Console_Org_HistoryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_HistoryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_history(inputs)
	if (locale === "fr") return fr_console_org_history(inputs)
	if (locale === "nl") return nl_console_org_history(inputs)
	if (locale === "es") return es_console_org_history(inputs)
	if (locale === "en-XA") return en_xa2_console_org_history(inputs)
	return en_console_org_history(inputs)
});