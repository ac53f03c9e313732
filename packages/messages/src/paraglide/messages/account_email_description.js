/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Email_DescriptionInputs */

const en_account_email_description = /** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You sign in with ${i?.email}. We send a link to the new address: the change happens when you open it, and ${i?.email} is told.`)
};

const de_account_email_description = /** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie melden sich mit ${i?.email} an. Wir senden einen Link an die neue Adresse: Die Änderung erfolgt, wenn Sie ihn öffnen, und ${i?.email} wird benachrichtigt.`)
};

const fr_account_email_description = /** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous vous connectez avec ${i?.email}. Nous envoyons un lien à la nouvelle adresse : la modification a lieu quand vous l'ouvrez, et ${i?.email} en est averti.`)
};

const nl_account_email_description = /** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`U meldt zich aan met ${i?.email}. We sturen een link naar het nieuwe adres: de wijziging gebeurt wanneer u die opent, en ${i?.email} krijgt bericht.`)
};

const es_account_email_description = /** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicias sesión con ${i?.email}. Enviamos un enlace a la nueva dirección: el cambio se hace al abrirlo, y se avisa a ${i?.email}.`)
};

const en_xa2_account_email_description = /** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýöü šíĝñ íñ ŵíţĥ ${i?.email}. Ŵé šéñð á ļíñķ ţö ţĥé ñéŵ áððŕéšš: ţĥé çĥáñĝé ĥáþþéñš ŵĥéñ ýöü öþéñ íţ, áñð ${i?.email} íš ţöļð. one two three four five six seven eigh]`)
};

/**
* | output |
* | --- |
* | "You sign in with {email}. We send a link to the new address: the change happens when you open it, and {email} is told." |
*
* @param {Account_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_email_description = /** @type {((inputs: Account_Email_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_email_description(inputs)
	if (locale === "fr") return fr_account_email_description(inputs)
	if (locale === "nl") return nl_account_email_description(inputs)
	if (locale === "es") return es_account_email_description(inputs)
	if (locale === "en-XA") return en_xa2_account_email_description(inputs)
	return en_account_email_description(inputs)
});