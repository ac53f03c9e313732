/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Shared_AccountInputs */

const en_refusal_shared_account = /** @type {(inputs: Refusal_Shared_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account is a shared-access account. Sign up with another email address to create an organisation.`)
};

const de_refusal_shared_account = /** @type {(inputs: Refusal_Shared_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto ist ein Konto mit geteiltem Zugriff. Registrieren Sie sich mit einer anderen E-Mail-Adresse, um eine Organisation zu erstellen.`)
};

const fr_refusal_shared_account = /** @type {(inputs: Refusal_Shared_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte est un compte d’accès partagé. Inscrivez-vous avec une autre adresse e-mail pour créer une organisation.`)
};

const nl_refusal_shared_account = /** @type {(inputs: Refusal_Shared_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit account is een account met gedeelde toegang. Meld u aan met een ander e-mailadres om een organisatie te maken.`)
};

const es_refusal_shared_account = /** @type {(inputs: Refusal_Shared_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cuenta es de acceso compartido. Regístrese con otra dirección de correo para crear una organización.`)
};

const en_xa2_refusal_shared_account = /** @type {(inputs: Refusal_Shared_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççöüñţ íš á šĥáŕéð-áççéšš áççöüñţ. Šíĝñ üþ ŵíţĥ áñöţĥéŕ éɱáíļ áððŕéšš ţö çŕéáţé áñ öŕĝáñíšáţíöñ. one two three four five six seven]`)
};

/**
* | output |
* | --- |
* | "This account is a shared-access account. Sign up with another email address to create an organisation." |
*
* @param {Refusal_Shared_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_shared_account = /** @type {((inputs?: Refusal_Shared_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Shared_AccountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_shared_account(inputs)
	if (locale === "fr") return fr_refusal_shared_account(inputs)
	if (locale === "nl") return nl_refusal_shared_account(inputs)
	if (locale === "es") return es_refusal_shared_account(inputs)
	if (locale === "en-XA") return en_xa2_refusal_shared_account(inputs)
	return en_refusal_shared_account(inputs)
});