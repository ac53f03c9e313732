/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Emulated_Sso_DescriptionInputs */

const en_emulated_sso_description = /** @type {(inputs: Emulated_Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The local Auth emulator stands in for your organisation’s identity provider: choose the name to sign in with.`)
};

const de_emulated_sso_description = /** @type {(inputs: Emulated_Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der lokale Auth-Emulator vertritt den Identitätsanbieter Ihrer Organisation: Wählen Sie den Namen, mit dem Sie sich anmelden.`)
};

const fr_emulated_sso_description = /** @type {(inputs: Emulated_Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’émulateur Auth local remplace le fournisseur d’identité de votre organisation : choisissez le nom avec lequel vous connecter.`)
};

const nl_emulated_sso_description = /** @type {(inputs: Emulated_Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De lokale Auth-emulator staat in voor de identiteitsprovider van uw organisatie: kies de naam waarmee u zich aanmeldt.`)
};

const es_emulated_sso_description = /** @type {(inputs: Emulated_Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El emulador de Auth local sustituye al proveedor de identidad de su organización: elija el nombre con el que iniciar sesión.`)
};

const en_xa2_emulated_sso_description = /** @type {(inputs: Emulated_Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļöçáļ Åüţĥ éɱüļáţöŕ šţáñðš íñ ƒöŕ ýöüŕ öŕĝáñíšáţíöñ’š íðéñţíţý þŕöṽíðéŕ: çĥööšé ţĥé ñáɱé ţö šíĝñ íñ ŵíţĥ. one two three four five six seven e]`)
};

/**
* | output |
* | --- |
* | "The local Auth emulator stands in for your organisation’s identity provider: choose the name to sign in with." |
*
* @param {Emulated_Sso_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_sso_description = /** @type {((inputs?: Emulated_Sso_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Emulated_Sso_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_emulated_sso_description(inputs)
	if (locale === "fr") return fr_emulated_sso_description(inputs)
	if (locale === "nl") return nl_emulated_sso_description(inputs)
	if (locale === "es") return es_emulated_sso_description(inputs)
	if (locale === "en-XA") return en_xa2_emulated_sso_description(inputs)
	return en_emulated_sso_description(inputs)
});