/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Emulated_Google_DescriptionInputs */

const en_emulated_google_description = /** @type {(inputs: Emulated_Google_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The local Auth emulator stands in for Google: choose the account to sign in as.`)
};

const de_emulated_google_description = /** @type {(inputs: Emulated_Google_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der lokale Auth-Emulator ersetzt Google: Wählen Sie das Konto, mit dem Sie sich anmelden.`)
};

const fr_emulated_google_description = /** @type {(inputs: Emulated_Google_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’émulateur Auth local remplace Google : choisissez le compte avec lequel vous connecter.`)
};

const nl_emulated_google_description = /** @type {(inputs: Emulated_Google_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De lokale Auth-emulator vervangt Google: kies het account waarmee u zich aanmeldt.`)
};

const es_emulated_google_description = /** @type {(inputs: Emulated_Google_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El emulador local de Auth sustituye a Google: elija la cuenta con la que iniciar sesión.`)
};

const en_xa2_emulated_google_description = /** @type {(inputs: Emulated_Google_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļöçáļ Åüţĥ éɱüļáţöŕ šţáñðš íñ ƒöŕ Ĝööĝļé: çĥööšé ţĥé áççöüñţ ţö šíĝñ íñ áš. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "The local Auth emulator stands in for Google: choose the account to sign in as." |
*
* @param {Emulated_Google_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_google_description = /** @type {((inputs?: Emulated_Google_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Emulated_Google_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_emulated_google_description(inputs)
	if (locale === "fr") return fr_emulated_google_description(inputs)
	if (locale === "nl") return nl_emulated_google_description(inputs)
	if (locale === "es") return es_emulated_google_description(inputs)
	if (locale === "en-XA") return en_xa2_emulated_google_description(inputs)
	return en_emulated_google_description(inputs)
});