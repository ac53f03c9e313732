/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_RemoveInputs */

const en_account_second_remove = /** @type {(inputs: Account_Second_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const de_account_second_remove = /** @type {(inputs: Account_Second_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const fr_account_second_remove = /** @type {(inputs: Account_Second_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const nl_account_second_remove = /** @type {(inputs: Account_Second_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderen`)
};

const es_account_second_remove = /** @type {(inputs: Account_Second_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const en_xa2_account_second_remove = /** @type {(inputs: Account_Second_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ]`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Account_Second_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_remove = /** @type {((inputs?: Account_Second_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_RemoveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_remove(inputs)
	if (locale === "fr") return fr_account_second_remove(inputs)
	if (locale === "nl") return nl_account_second_remove(inputs)
	if (locale === "es") return es_account_second_remove(inputs)
	if (locale === "en-XA") return en_xa2_account_second_remove(inputs)
	return en_account_second_remove(inputs)
});