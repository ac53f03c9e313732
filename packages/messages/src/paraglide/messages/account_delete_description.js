/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_DescriptionInputs */

const en_account_delete_description = /** @type {(inputs: Account_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deletes your sign-in and removes you from your organisation. What you wrote stays with the organisation, and its audit log keeps your name.`)
};

const de_account_delete_description = /** @type {(inputs: Account_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löscht Ihre Anmeldung und entfernt Sie aus Ihrer Organisation. Was Sie geschrieben haben, bleibt bei der Organisation, und ihr Audit-Log behält Ihren Namen.`)
};

const fr_account_delete_description = /** @type {(inputs: Account_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprime votre connexion et vous retire de votre organisation. Ce que vous avez écrit reste à l'organisation, et son journal d'audit garde votre nom.`)
};

const nl_account_delete_description = /** @type {(inputs: Account_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijdert uw aanmelding en haalt u uit uw organisatie. Wat u schreef blijft bij de organisatie, en het auditlogboek bewaart uw naam.`)
};

const es_account_delete_description = /** @type {(inputs: Account_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina tu acceso y te quita de tu organización. Lo que escribiste se queda en la organización, y su registro de auditoría conserva tu nombre.`)
};

const en_xa2_account_delete_description = /** @type {(inputs: Account_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţéš ýöüŕ šíĝñ-íñ áñð ŕéɱöṽéš ýöü ƒŕöɱ ýöüŕ öŕĝáñíšáţíöñ. Ŵĥáţ ýöü ŵŕöţé šţáýš ŵíţĥ ţĥé öŕĝáñíšáţíöñ, áñð íţš áüðíţ ļöĝ ķééþš ýöüŕ ñáɱé. one two three four five six seven eight nine t]`)
};

/**
* | output |
* | --- |
* | "Deletes your sign-in and removes you from your organisation. What you wrote stays with the organisation, and its audit log keeps your name." |
*
* @param {Account_Delete_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_description = /** @type {((inputs?: Account_Delete_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_delete_description(inputs)
	if (locale === "fr") return fr_account_delete_description(inputs)
	if (locale === "nl") return nl_account_delete_description(inputs)
	if (locale === "es") return es_account_delete_description(inputs)
	if (locale === "en-XA") return en_xa2_account_delete_description(inputs)
	return en_account_delete_description(inputs)
});