/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_WithdrawInputs */

const en_console_support_withdraw = /** @type {(inputs: Console_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

const de_console_support_withdraw = /** @type {(inputs: Console_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückziehen`)
};

const fr_console_support_withdraw = /** @type {(inputs: Console_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const nl_console_support_withdraw = /** @type {(inputs: Console_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intrekken`)
};

const es_console_support_withdraw = /** @type {(inputs: Console_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar`)
};

const en_xa2_console_support_withdraw = /** @type {(inputs: Console_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥðŕáŵ ]`)
};

/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Console_Support_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_withdraw = /** @type {((inputs?: Console_Support_WithdrawInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_WithdrawInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_withdraw(inputs)
	if (locale === "fr") return fr_console_support_withdraw(inputs)
	if (locale === "nl") return nl_console_support_withdraw(inputs)
	if (locale === "es") return es_console_support_withdraw(inputs)
	if (locale === "en-XA") return en_xa2_console_support_withdraw(inputs)
	return en_console_support_withdraw(inputs)
});