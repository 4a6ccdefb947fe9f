package account_test

import (
	"fmt"

	"github.com/kingme/kingme/account"
)

func Example() {
	name, password := "Ann_42", "a long passphrase"
	if err := account.CheckName(name); err != nil {
		fmt.Println(err)
		return
	}
	if err := account.CheckPassword(name, password); err != nil {
		fmt.Println(err)
		return
	}
	hash, err := account.Hash(password, account.DefaultParams)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(account.Skeleton(name), account.Verify(password, hash), account.Verify("a guess", hash))
	fmt.Println(account.CheckName("AnnComputer"), account.CheckName("C0mputer"))
	// Output:
	// ann4z <nil> account: the password does not match
	// <nil> the user name "C0mputer" is reserved
}
