/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_TitleInputs */

const en_account_delete_title = /** @type {(inputs: Account_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account`)
};

const de_account_delete_title = /** @type {(inputs: Account_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen`)
};

const fr_account_delete_title = /** @type {(inputs: Account_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le compte`)
};

const nl_account_delete_title = /** @type {(inputs: Account_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account verwijderen`)
};

const es_account_delete_title = /** @type {(inputs: Account_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar cuenta`)
};

const en_xa2_account_delete_title = /** @type {(inputs: Account_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé áççöüñţ on]`)
};

/**
* | output |
* | --- |
* | "Delete account" |
*
* @param {Account_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_title = /** @type {((inputs?: Account_Delete_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_delete_title(inputs)
	if (locale === "fr") return fr_account_delete_title(inputs)
	if (locale === "nl") return nl_account_delete_title(inputs)
	if (locale === "es") return es_account_delete_title(inputs)
	if (locale === "en-XA") return en_xa2_account_delete_title(inputs)
	return en_account_delete_title(inputs)
});