/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_EmulatorInputs */

const en_sso_provider_emulator = /** @type {(inputs: Sso_Provider_EmulatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the local emulators the provider is kept in Assay only: the Auth emulator has no provider management and signs in with any OIDC provider.`)
};

const de_sso_provider_emulator = /** @type {(inputs: Sso_Provider_EmulatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf den lokalen Emulatoren wird der Anbieter nur in Assay gespeichert: Der Auth-Emulator kennt keine Anbieterverwaltung und meldet mit jedem OIDC-Anbieter an.`)
};

const fr_sso_provider_emulator = /** @type {(inputs: Sso_Provider_EmulatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur les émulateurs locaux, le fournisseur n’est conservé que dans Assay : l’émulateur Auth ne gère pas les fournisseurs et connecte avec n’importe quel fournisseur OIDC.`)
};

const nl_sso_provider_emulator = /** @type {(inputs: Sso_Provider_EmulatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Op de lokale emulators wordt de provider alleen in Assay bewaard: de Auth-emulator kent geen providerbeheer en meldt aan met elke OIDC-provider.`)
};

const es_sso_provider_emulator = /** @type {(inputs: Sso_Provider_EmulatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En los emuladores locales el proveedor solo se guarda en Assay: el emulador de Auth no gestiona proveedores e inicia sesión con cualquier proveedor OIDC.`)
};

const en_xa2_sso_provider_emulator = /** @type {(inputs: Sso_Provider_EmulatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñ ţĥé ļöçáļ éɱüļáţöŕš ţĥé þŕöṽíðéŕ íš ķéþţ íñ Åššáý öñļý: ţĥé Åüţĥ éɱüļáţöŕ ĥáš ñö þŕöṽíðéŕ ɱáñáĝéɱéñţ áñð šíĝñš íñ ŵíţĥ áñý ÖÎÐÇ þŕöṽíðéŕ. one two three four five six seven eight nine t]`)
};

/**
* | output |
* | --- |
* | "On the local emulators the provider is kept in Assay only: the Auth emulator has no provider management and signs in with any OIDC provider." |
*
* @param {Sso_Provider_EmulatorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_emulator = /** @type {((inputs?: Sso_Provider_EmulatorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_EmulatorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_emulator(inputs)
	if (locale === "fr") return fr_sso_provider_emulator(inputs)
	if (locale === "nl") return nl_sso_provider_emulator(inputs)
	if (locale === "es") return es_sso_provider_emulator(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_emulator(inputs)
	return en_sso_provider_emulator(inputs)
});