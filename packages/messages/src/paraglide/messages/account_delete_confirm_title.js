/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_Confirm_TitleInputs */

const en_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account?`)
};

const de_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto löschen?`)
};

const fr_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer votre compte ?`)
};

const nl_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw account verwijderen?`)
};

const es_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar tu cuenta?`)
};

const en_xa2_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ýöüŕ áççöüñţ? one ]`)
};

/**
* | output |
* | --- |
* | "Delete your account?" |
*
* @param {Account_Delete_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_confirm_title = /** @type {((inputs?: Account_Delete_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Confirm_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_delete_confirm_title(inputs)
	if (locale === "fr") return fr_account_delete_confirm_title(inputs)
	if (locale === "nl") return nl_account_delete_confirm_title(inputs)
	if (locale === "es") return es_account_delete_confirm_title(inputs)
	if (locale === "en-XA") return en_xa2_account_delete_confirm_title(inputs)
	return en_account_delete_confirm_title(inputs)
});