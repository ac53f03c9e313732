/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sessions_TitleInputs */

const en_account_sessions_title = /** @type {(inputs: Account_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const de_account_sessions_title = /** @type {(inputs: Account_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzungen`)
};

const fr_account_sessions_title = /** @type {(inputs: Account_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const nl_account_sessions_title = /** @type {(inputs: Account_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessies`)
};

const es_account_sessions_title = /** @type {(inputs: Account_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesiones`)
};

const en_xa2_account_sessions_title = /** @type {(inputs: Account_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíöñš ]`)
};

/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Account_Sessions_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sessions_title = /** @type {((inputs?: Account_Sessions_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sessions_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_sessions_title(inputs)
	if (locale === "fr") return fr_account_sessions_title(inputs)
	if (locale === "nl") return nl_account_sessions_title(inputs)
	if (locale === "es") return es_account_sessions_title(inputs)
	if (locale === "en-XA") return en_xa2_account_sessions_title(inputs)
	return en_account_sessions_title(inputs)
});