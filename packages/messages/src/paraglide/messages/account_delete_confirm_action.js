/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_Confirm_ActionInputs */

const en_account_delete_confirm_action = /** @type {(inputs: Account_Delete_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const de_account_delete_confirm_action = /** @type {(inputs: Account_Delete_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Konto löschen`)
};

const fr_account_delete_confirm_action = /** @type {(inputs: Account_Delete_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon compte`)
};

const nl_account_delete_confirm_action = /** @type {(inputs: Account_Delete_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn account verwijderen`)
};

const es_account_delete_confirm_action = /** @type {(inputs: Account_Delete_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta`)
};

const en_xa2_account_delete_confirm_action = /** @type {(inputs: Account_Delete_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ɱý áççöüñţ one]`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Account_Delete_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_confirm_action = /** @type {((inputs?: Account_Delete_Confirm_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Confirm_ActionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_delete_confirm_action(inputs)
	if (locale === "fr") return fr_account_delete_confirm_action(inputs)
	if (locale === "nl") return nl_account_delete_confirm_action(inputs)
	if (locale === "es") return es_account_delete_confirm_action(inputs)
	if (locale === "en-XA") return en_xa2_account_delete_confirm_action(inputs)
	return en_account_delete_confirm_action(inputs)
});