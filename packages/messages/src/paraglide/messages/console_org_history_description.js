/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_History_DescriptionInputs */

const en_console_org_history_description = /** @type {(inputs: Console_Org_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing events the subscription processed and plans set by Assay, newest first.`)
};

const de_console_org_history_description = /** @type {(inputs: Console_Org_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnungsereignisse, die das Abonnement verarbeitet hat, und von Assay gesetzte Tarife, die neuesten zuerst.`)
};

const fr_console_org_history_description = /** @type {(inputs: Console_Org_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements de facturation traités par l’abonnement et les offres définies par Assay, les plus récents d’abord.`)
};

const nl_console_org_history_description = /** @type {(inputs: Console_Org_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factuurgebeurtenissen die het abonnement verwerkte en plannen ingesteld door Assay, nieuwste eerst.`)
};

const es_console_org_history_description = /** @type {(inputs: Console_Org_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos de facturación que procesó la suscripción y planes establecidos por Assay, los más recientes primero.`)
};

const en_xa2_console_org_history_description = /** @type {(inputs: Console_Org_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíļļíñĝ éṽéñţš ţĥé šüƀšçŕíþţíöñ þŕöçéššéð áñð þļáñš šéţ ƀý Åššáý, ñéŵéšţ ƒíŕšţ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Billing events the subscription processed and plans set by Assay, newest first." |
*
* @param {Console_Org_History_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_history_description = /** @type {((inputs?: Console_Org_History_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_History_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_history_description(inputs)
	if (locale === "fr") return fr_console_org_history_description(inputs)
	if (locale === "nl") return nl_console_org_history_description(inputs)
	if (locale === "es") return es_console_org_history_description(inputs)
	if (locale === "en-XA") return en_xa2_console_org_history_description(inputs)
	return en_console_org_history_description(inputs)
});