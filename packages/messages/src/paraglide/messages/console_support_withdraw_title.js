/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Withdraw_TitleInputs */

const en_console_support_withdraw_title = /** @type {(inputs: Console_Support_Withdraw_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw your request?`)
};

const de_console_support_withdraw_title = /** @type {(inputs: Console_Support_Withdraw_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anfrage zurückziehen?`)
};

const fr_console_support_withdraw_title = /** @type {(inputs: Console_Support_Withdraw_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer votre demande ?`)
};

const nl_console_support_withdraw_title = /** @type {(inputs: Console_Support_Withdraw_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw verzoek intrekken?`)
};

const es_console_support_withdraw_title = /** @type {(inputs: Console_Support_Withdraw_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Retirar tu solicitud?`)
};

const en_xa2_console_support_withdraw_title = /** @type {(inputs: Console_Support_Withdraw_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥðŕáŵ ýöüŕ ŕéǫüéšţ? one t]`)
};

/**
* | output |
* | --- |
* | "Withdraw your request?" |
*
* @param {Console_Support_Withdraw_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_withdraw_title = /** @type {((inputs?: Console_Support_Withdraw_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Withdraw_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_withdraw_title(inputs)
	if (locale === "fr") return fr_console_support_withdraw_title(inputs)
	if (locale === "nl") return nl_console_support_withdraw_title(inputs)
	if (locale === "es") return es_console_support_withdraw_title(inputs)
	if (locale === "en-XA") return en_xa2_console_support_withdraw_title(inputs)
	return en_console_support_withdraw_title(inputs)
});