//! Other programs and endpoints a test talks to.

/// `cmd` run with `input` on its standard input: its output (standard output and error read).
pub fn fed(cmd: &mut std::process::Command, input: &str) -> std::io::Result<std::process::Output> {
    use std::io::Write as _;
    let mut child = cmd
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()?;
    child.stdin.take().unwrap().write_all(input.as_bytes())?;
    child.wait_with_output()
}

/// `GET path` on `address` (HTTP/1.1, one request): the status and the body; `None` if nothing
/// answers there.
pub async fn http_get(address: std::net::SocketAddr, path: &str) -> Option<(u16, String)> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut tcp = tokio::net::TcpStream::connect(address).await.ok()?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    tcp.write_all(request.as_bytes()).await.ok()?;
    let mut response = String::new();
    tcp.read_to_string(&mut response).await.ok()?;
    let (head, body) = response.split_once("\r\n\r\n")?;
    let status = head.split_whitespace().nth(1)?.parse().ok()?;
    Some((status, body.to_string()))
}

/// The value of the sample named exactly `sample` (with its labels) in Prometheus' text
/// format, 0 if absent.
pub fn sample(text: &str, sample: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(sample)?.strip_prefix(' '))
        .map_or(0.0, |v| v.parse().expect("a number"))
}

/// A port of this machine free now (for a bot process's metrics, a database of a test's own).
pub fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().unwrap().port()
}
