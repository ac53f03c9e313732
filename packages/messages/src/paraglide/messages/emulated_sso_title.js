/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Emulated_Sso_TitleInputs */

const en_emulated_sso_title = /** @type {(inputs: Emulated_Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with the identity provider (emulator)`)
};

const de_emulated_sso_title = /** @type {(inputs: Emulated_Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit dem Identitätsanbieter anmelden (Emulator)`)
};

const fr_emulated_sso_title = /** @type {(inputs: Emulated_Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec le fournisseur d’identité (émulateur)`)
};

const nl_emulated_sso_title = /** @type {(inputs: Emulated_Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden met de identiteitsprovider (emulator)`)
};

const es_emulated_sso_title = /** @type {(inputs: Emulated_Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión con el proveedor de identidad (emulador)`)
};

const en_xa2_emulated_sso_title = /** @type {(inputs: Emulated_Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ţĥé íðéñţíţý þŕöṽíðéŕ (éɱüļáţöŕ) one two three]`)
};

/**
* | output |
* | --- |
* | "Sign in with the identity provider (emulator)" |
*
* @param {Emulated_Sso_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_sso_title = /** @type {((inputs?: Emulated_Sso_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Emulated_Sso_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_emulated_sso_title(inputs)
	if (locale === "fr") return fr_emulated_sso_title(inputs)
	if (locale === "nl") return nl_emulated_sso_title(inputs)
	if (locale === "es") return es_emulated_sso_title(inputs)
	if (locale === "en-XA") return en_xa2_emulated_sso_title(inputs)
	return en_emulated_sso_title(inputs)
});